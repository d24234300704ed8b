import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export interface MultipartFile {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export type MultipartPart = string | MultipartFile;

/** As browsers do: quotes and line breaks in names are percent-encoded, the rest is sent as UTF-8. */
function escapeQuoted(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * A multipart/form-data body for `app.inject`, built by hand: each field is a string or a file.
 * Spread the result into the inject options: `{ method, url, ...multipart({ collection, file }) }`.
 */
export function multipart(fields: Record<string, MultipartPart | MultipartPart[]>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----thesis${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      const field = escapeQuoted(name);
      if (typeof part === 'string') {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${field}"\r\n\r\n${part}\r\n`));
      } else {
        chunks.push(
          Buffer.from(
            `Content-Disposition: form-data; name="${field}"; filename="${escapeQuoted(part.filename)}"\r\n` +
              `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
        );
        chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
        chunks.push(Buffer.from('\r\n'));
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGBA PNG (red by default). */
export function tinyPng(rgba: [number, number, number, number] = [255, 0, 0, 255]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgba]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF (enough for content sniffing and for a viewer to open). */
export function tinyPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}
