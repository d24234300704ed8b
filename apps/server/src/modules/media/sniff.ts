import { acceptsSpreadsheets, type MediaCollection } from '@thesis/domain';
import { sniffSpreadsheet } from './spreadsheet-sniff';

/** What a file really is, from its content: a picture or PDF, or (see spreadsheet-sniff) a spreadsheet. */
export interface SniffedType {
  mime: string;
  extension: string;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * Recognises PNG, JPEG, GIF, WebP, BMP, TIFF, AVIF, HEIC and PDF by magic bytes. SVG is not
 * accepted: it can carry scripts.
 */
export function sniffMediaType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { mime: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' };
  // BMP: "BM", then the file size and two reserved fields that are always zero (so a text file
  // that starts with "BM" is not taken for a picture).
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 14 && bytes.readUInt32LE(6) === 0) return { mime: 'image/bmp', extension: 'bmp' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { mime: 'image/tiff', extension: 'tiff' };
  }
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { mime: 'image/avif', extension: 'avif' };
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return { mime: 'image/heic', extension: 'heic' };
  }
  // PDF: "%PDF-" within the first 1024 bytes (some writers put a preamble first).
  if (bytes.subarray(0, 1024).includes(Buffer.from('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/**
 * What an upload to `collection` is, or null when it may not go there: pictures and PDF go
 * anywhere; spreadsheets only among a review's model files.
 */
export function sniffUpload(bytes: Buffer, fileName: string, collection: MediaCollection): SniffedType | null {
  return sniffMediaType(bytes) ?? (acceptsSpreadsheets(collection) ? sniffSpreadsheet(bytes, fileName) : null);
}
