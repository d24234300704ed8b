import { numberKindOfBuiltIn, numberKindOfFormat, type NumberKind } from './cell-text';
import { xmlTokens } from './xml-tokens';

/**
 * Readers of the parts of an .xlsx workbook other than its sheets: the workbook (sheet names and
 * date system), its relationships (where each part is), the shared strings and the cell styles.
 */
export interface WorkbookInfo {
  /** The first sheet in the workbook's order, with the id of its relationship. */
  firstSheet: { name: string; relationshipId: string | null } | null;
  /** Whether dates count from 1904 (older Mac workbooks) instead of 1900. */
  date1904: boolean;
}

export function readWorkbook(xml: string): WorkbookInfo {
  let date1904 = false;
  for (const token of xmlTokens(xml)) {
    if (token.kind !== 'open') continue;
    if (token.name === 'workbookPr') date1904 = token.attributes.date1904 === '1' || token.attributes.date1904 === 'true';
    if (token.name === 'sheet') {
      const idKey = Object.keys(token.attributes).find((key) => key.endsWith(':id'));
      return { firstSheet: { name: token.attributes.name ?? '', relationshipId: idKey ? token.attributes[idKey]! : null }, date1904 };
    }
  }
  return { firstSheet: null, date1904 };
}

export interface Relationship {
  type: string;
  /** The part's path in the archive, resolved from the workbook's folder. */
  path: string;
}

/** `worksheets/sheet1.xml` (relative to xl/) or `/xl/worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`. */
export function partPath(target: string): string {
  const parts: string[] = [];
  for (const piece of (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '' && piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

export function readRelationships(xml: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  for (const token of xmlTokens(xml)) {
    if (token.kind !== 'open' || token.name !== 'Relationship') continue;
    const { Id: id, Type: type = '', Target: target, TargetMode: mode } = token.attributes;
    if (id && target && mode !== 'External') relationships.set(id, { type, path: partPath(target) });
  }
  return relationships;
}

/** Office writes some characters in strings as _xHHHH_ (a carriage return is _x000D_). */
export function unescapeOfficeText(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) => String.fromCharCode(parseInt(code, 16))) : text;
}

/**
 * The shared strings up to index `last`: each is the text of its runs, without the phonetic
 * guides (rPh) that only annotate it. With `partial` the part was cut short: the strings read so far.
 */
export function readSharedStrings(xml: string, last: number, partial: boolean): string[] {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  for (const token of xmlTokens(xml, partial)) {
    if (token.kind === 'open') {
      if (token.name === 'si') {
        if (token.selfClosing) strings.push('');
        else current = [];
      } else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
      else if (token.name === 't' && !token.selfClosing) inText = true;
    } else if (token.kind === 'close') {
      if (token.name === 'si' && current) {
        strings.push(unescapeOfficeText(current.join('')));
        current = null;
      } else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (token.name === 't') inText = false;
    } else if (inText && phonetic === 0 && current) {
      current.push(token.text);
    }
    if (strings.length > last) break;
  }
  return strings;
}

/** What each cell style (by its index, the `s` of a cell) shows a number as: a number, a date or a time. */
export function readNumberKinds(xml: string): NumberKind[] {
  const formats = new Map<number, string>();
  const kinds: NumberKind[] = [];
  let inCellStyles = false;
  for (const token of xmlTokens(xml)) {
    if (token.kind === 'open' && token.name === 'numFmt') {
      formats.set(Number(token.attributes.numFmtId), token.attributes.formatCode ?? '');
    } else if (token.kind === 'open' && token.name === 'cellXfs') {
      inCellStyles = !token.selfClosing;
    } else if (token.kind === 'close' && token.name === 'cellXfs') {
      inCellStyles = false;
    } else if (token.kind === 'open' && token.name === 'xf' && inCellStyles) {
      const id = Number(token.attributes.numFmtId ?? 0);
      const code = formats.get(id);
      kinds.push(code !== undefined ? numberKindOfFormat(code) : numberKindOfBuiltIn(id));
    }
  }
  return kinds;
}
