import { isUtf8 } from 'node:buffer';
import { extensionOf } from '@thesis/domain';
import { isZip, zipEntries } from './zip-entries';

/** A spreadsheet's type as stored: its mime type and extension (the shape sniff.ts answers for every upload). */
export interface SpreadsheetType {
  mime: string;
  extension: string;
}

export const SPREADSHEET_TYPES = {
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  xlsm: { mime: 'application/vnd.ms-excel.sheet.macroEnabled.12', extension: 'xlsm' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods' },
  xls: { mime: 'application/vnd.ms-excel', extension: 'xls' },
  csv: { mime: 'text/csv', extension: 'csv' },
} as const satisfies Record<string, SpreadsheetType>;

const ODS_MIMETYPE = Buffer.from('application/vnd.oasis.opendocument.spreadsheet', 'latin1');
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an Excel 97–2003 workbook keeps its sheets in ("Book" in Excel 5 files). */
const WORKBOOK_STREAMS = new Set(['Workbook', 'Book']);

/**
 * An OpenDocument spreadsheet: its first entry is named `mimetype`, stored uncompressed, and holds
 * exactly the spreadsheet media type (a template or a text document holds another).
 */
function isOds(bytes: Buffer): boolean {
  const method = bytes.readUInt16LE(8);
  const size = bytes.readUInt32LE(18);
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  if (method !== 0 || size !== ODS_MIMETYPE.length || bytes.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return false;
  const start = 30 + nameLength + extraLength;
  return bytes.subarray(start, start + size).equals(ODS_MIMETYPE);
}

/** An Office Open XML workbook: a ZIP with `xl/workbook.xml`; with `xl/vbaProject.bin` it carries macros. */
function officeWorkbook(bytes: Buffer): SpreadsheetType | null {
  const names = new Set(zipEntries(bytes)?.map((entry) => entry.name));
  if (!names.has('xl/workbook.xml')) return null;
  return names.has('xl/vbaProject.bin') ? SPREADSHEET_TYPES.xlsm : SPREADSHEET_TYPES.xlsx;
}

/**
 * An Excel 97–2003 workbook: an OLE2 compound file with a `Workbook` (or `Book`) stream. Its
 * directory entries are 128 bytes each, in sectors that start at multiples of 512 bytes, so every
 * entry starts at a multiple of 128: its name in UTF-16LE, the name's length in bytes (with the
 * terminator) at byte 64, and its kind at byte 66 (2: a stream).
 */
function isXls(bytes: Buffer): boolean {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return false;
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const nameLength = bytes.readUInt16LE(at + 64);
    if (nameLength < 4 || nameLength > 64 || bytes[at + 66] !== 2) continue;
    if (WORKBOOK_STREAMS.has(bytes.toString('utf16le', at, at + nameLength - 2))) return true;
  }
  return false;
}

/** A CSV file is only text: named .csv, valid UTF-8 (a byte-order mark allowed) without a NUL byte. */
const isCsv = (bytes: Buffer, fileName: string): boolean => extensionOf(fileName) === 'csv' && !bytes.includes(0) && isUtf8(bytes);

/**
 * Recognises a spreadsheet by its content: xlsx, xlsm, ods, xls by their structure, CSV by being
 * text with a .csv name (plain text has no signature of its own). The file is never run or opened.
 */
export function sniffSpreadsheet(bytes: Buffer, fileName: string): SpreadsheetType | null {
  if (isZip(bytes)) return isOds(bytes) ? SPREADSHEET_TYPES.ods : officeWorkbook(bytes);
  if (isXls(bytes)) return SPREADSHEET_TYPES.xls;
  return isCsv(bytes, fileName) ? SPREADSHEET_TYPES.csv : null;
}
