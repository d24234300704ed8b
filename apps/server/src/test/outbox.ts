import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();
}

/** Parses the .eml files the outbox mailer wrote (oldest first): enough for tests to follow links. */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(join(outboxDir, name), 'utf8').replace(/\r\n/g, '\n');
    const split = raw.indexOf('\n\n');
    const headers = raw.slice(0, split);
    const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
    let text = '';
    let html = '';
    if (boundary) {
      for (const part of raw.split(`--${boundary}`).slice(1)) {
        const at = part.indexOf('\n\n');
        if (at < 0) continue;
        const partHeaders = part.slice(0, at);
        const body = decodePart(partHeaders, part.slice(at + 2).replace(/\n$/, ''));
        if (/content-type:\s*text\/plain/i.test(partHeaders)) text = body;
        if (/content-type:\s*text\/html/i.test(partHeaders)) html = body;
      }
    } else {
      text = decodePart(headers, raw.slice(split + 2));
    }
    return { file: name, to: header(headers, 'To'), subject: header(headers, 'Subject'), text, html };
  });
}

/** The first http(s) link of a message's text that contains `contains`. */
export function linkIn(message: OutboxMessage, contains: string): string {
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in "${message.subject}"`);
  return link;
}
