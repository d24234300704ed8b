/**
 * A minimal XML reader for the parts of a spreadsheet: it yields start tags (with their attributes),
 * end tags and text, in one pass that never looks back. Element names lose their namespace prefix
 * (`x:row` is `row`). Only the five predefined entities and character references are expanded: a
 * document type declaration (the only way to define other entities) is refused, so no entity can
 * expand into more text than the file holds. Comments and processing instructions are skipped.
 */
export type XmlToken =
  | { kind: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** The index of the `>` that ends the tag opened at `from`, skipping quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let at = from; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return at;
    }
  }
  return -1;
}

function startTag(body: string): XmlToken {
  const selfClosing = body.endsWith('/');
  const inner = selfClosing ? body.slice(0, -1) : body;
  const nameEnd = inner.search(/[\s]|$/);
  const name = inner.slice(0, nameEnd);
  if (!/^[A-Za-z_][\w.:-]*$/.test(name)) throw new XmlError(`not an element name: ${name.slice(0, 40)}`);
  const attributes: Record<string, string> = {};
  for (const match of inner.slice(nameEnd).matchAll(ATTRIBUTE)) attributes[match[1]!] = decodeEntities(match[2] ?? match[3] ?? '');
  return { kind: 'open', name: localName(name), attributes, selfClosing };
}

/**
 * The tokens of `xml`. With `partial`, the text is the beginning of a longer document: a tag cut
 * off at its end is dropped instead of being an error.
 */
export function* xmlTokens(xml: string, partial = false): Generator<XmlToken> {
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    if (open !== at) {
      const end = open < 0 ? xml.length : open;
      yield { kind: 'text', text: decodeEntities(xml.slice(at, end)) };
      at = end;
      continue;
    }
    let end: number;
    if (xml.startsWith('<?', at)) end = indexAfter(xml, '?>', at);
    else if (xml.startsWith('<!--', at)) end = indexAfter(xml, '-->', at);
    else if (xml.startsWith('<![CDATA[', at)) {
      end = indexAfter(xml, ']]>', at);
      if (end >= 0) yield { kind: 'text', text: xml.slice(at + 9, end - 3) };
    } else if (xml.startsWith('<!', at)) {
      throw new XmlError('a document type declaration is not accepted');
    } else {
      const close = tagEnd(xml, at + 1);
      end = close < 0 ? -1 : close + 1;
      if (end >= 0) {
        const body = xml.slice(at + 1, close).trim();
        yield body.startsWith('/') ? { kind: 'close', name: localName(body.slice(1).trim()) } : startTag(body);
      }
    }
    if (end < 0) {
      if (partial) return;
      throw new XmlError('the document ends inside a tag');
    }
    at = end;
  }
}

function indexAfter(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from);
  return found < 0 ? -1 : found + marker.length;
}
