import { createInflateRaw } from 'node:zlib';

/**
 * A small reader of ZIP archives held in memory (spreadsheets are ZIPs of XML files): it lists the
 * entries from the central directory and inflates one entry at a time with Node's own zlib, never
 * more than a given number of bytes of it, so a file that inflates to gigabytes costs no more than
 * that limit.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; any other method cannot be read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
/** The end record is 22 bytes, followed by a comment of up to 65,535 bytes. */
const END_SEARCH = 22 + 0xffff;

export const isZip = (bytes: Buffer): boolean => bytes.length >= 30 && bytes.readUInt32LE(0) === LOCAL_HEADER;

function u32(bytes: Buffer, at: number): number | null {
  return at >= 0 && at + 4 <= bytes.length ? bytes.readUInt32LE(at) : null;
}

function u64(bytes: Buffer, at: number): number | null {
  if (at < 0 || at + 8 > bytes.length) return null;
  const value = bytes.readBigUInt64LE(at);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/** Where the central directory starts and how many entries it holds, or null when there is none. */
function directoryOf(bytes: Buffer): { offset: number; count: number } | null {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const count = bytes.readUInt16LE(at + 10);
    const offset = bytes.readUInt32LE(at + 16);
    if (count !== 0xffff && offset !== 0xffffffff) return { offset, count };
    // ZIP64: the locator just before the end record points at the larger end record.
    if (u32(bytes, at - 20) !== ZIP64_LOCATOR) return null;
    const record = u64(bytes, at - 12);
    if (record === null || u32(bytes, record) !== ZIP64_END_OF_DIRECTORY) return null;
    const count64 = u64(bytes, record + 32);
    const offset64 = u64(bytes, record + 48);
    return count64 === null || offset64 === null ? null : { offset: offset64, count: count64 };
  }
  return null;
}

/** The 64-bit sizes and offset of the ZIP64 extra field, for the values their 32-bit fields left at 0xFFFFFFFF. */
function zip64Values(extra: Buffer, compressedSize: number, uncompressedSize: number, offset: number): { compressedSize: number; offset: number } | null {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      const field = extra.subarray(at + 4, at + 4 + size);
      let cursor = 0;
      const next = (): number | null => {
        const value = u64(field, cursor);
        cursor += 8;
        return value;
      };
      const uncompressed = uncompressedSize === 0xffffffff ? next() : uncompressedSize;
      const compressed = compressedSize === 0xffffffff ? next() : compressedSize;
      const local = offset === 0xffffffff ? next() : offset;
      return uncompressed === null || compressed === null || local === null ? null : { compressedSize: compressed, offset: local };
    }
    at += 4 + size;
  }
  return null;
}

/** The archive's entries in the order of its central directory, or null when it is not a readable ZIP. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (!isZip(bytes)) return null;
  const directory = directoryOf(bytes);
  if (!directory) return null;
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > bytes.length) return null;
    // Bit 11: the name is UTF-8; otherwise code page 437, the same as ASCII for the names looked for.
    const name = bytes.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let localHeaderOffset = bytes.readUInt32LE(at + 42);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      const wide = zip64Values(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), compressedSize, uncompressedSize, localHeaderOffset);
      if (!wide) return null;
      ({ compressedSize, offset: localHeaderOffset } = wide);
    }
    entries.push({ name, method: bytes.readUInt16LE(at + 10), encrypted: (flags & 0x1) !== 0, compressedSize, localHeaderOffset });
    at = end;
  }
  return entries;
}

export class ZipReadError extends Error {}

export interface EntryContent {
  bytes: Buffer;
  /** False when the entry is longer than the limit: `bytes` holds its beginning only. */
  complete: boolean;
}

/** The entry's data, at most `limit` bytes of it. Throws ZipReadError when it cannot be read. */
export async function readZipEntry(archive: Buffer, entry: ZipEntry, limit: number): Promise<EntryContent> {
  const header = entry.localHeaderOffset;
  if (entry.encrypted || u32(archive, header) !== LOCAL_HEADER || header + 30 > archive.length) throw new ZipReadError(`${entry.name} cannot be read`);
  const start = header + 30 + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
  const data = archive.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > archive.length) throw new ZipReadError(`${entry.name} is cut short`);
  if (entry.method === 0) return { bytes: data.subarray(0, limit), complete: data.length <= limit };
  if (entry.method !== 8) throw new ZipReadError(`${entry.name} uses compression method ${entry.method}`);
  const inflater = createInflateRaw();
  inflater.end(data);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Leaving the loop early stops the inflater: nothing past the limit is inflated.
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) return { bytes: Buffer.concat(chunks).subarray(0, limit), complete: false };
    }
  } catch (error) {
    throw new ZipReadError(`${entry.name} cannot be inflated: ${(error as Error).message}`);
  }
  return { bytes: Buffer.concat(chunks), complete: true };
}
