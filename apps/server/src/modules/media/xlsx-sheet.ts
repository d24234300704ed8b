import { numberText, plainNumber, type NumberKind } from './cell-text';
import { PreviewTable, type PreviewLimits, type TablePreview } from './preview-table';
import { readNumberKinds, readRelationships, readSharedStrings, readWorkbook, unescapeOfficeText } from './xlsx-parts';
import { XmlError, xmlTokens } from './xml-tokens';
import { readZipEntry, ZipReadError, zipEntries, type ZipEntry } from './zip-entries';

/**
 * The first sheet of an .xlsx or .xlsm workbook as a table of text, read from its XML parts only:
 * formulas show the value the spreadsheet program saved with them, nothing is calculated, and
 * macros are never looked at.
 */
export class SpreadsheetReadError extends Error {}

/**
 * The most of one part that is inflated. A sheet is read from its beginning, so a longer one is
 * previewed from what fits; the workbook, its relationships and styles must fit whole.
 */
const PART_MAX_BYTES = 16 * 1024 * 1024;

interface RawCell {
  row: number;
  column: number;
  /** The cell's type attribute: s shared string, inlineStr, str formula text, b boolean, e error, d date, n number. */
  type: string;
  style: number;
  value: string;
}

/** A1 → row 0, column 0; XFD1048576 is the last cell of a sheet. */
function cellAddress(reference: string): { row: number; column: number } | null {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(reference);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]) - 1, column: column - 1 };
}

const isFilled = (cell: RawCell) => cell.value !== '';

/**
 * The sheet's cells within the limits, stopping at the first filled cell past the last row shown.
 * `partial`: the part was cut short, so what follows the last cell read is unknown (cut).
 */
function readCells(xml: string, partial: boolean, table: PreviewTable): RawCell[] {
  const cells: RawCell[] = [];
  let row = -1;
  let column = -1;
  let cell: RawCell | null = null;
  let reading: 'value' | 'inline' | null = null;
  let phonetic = 0;
  const finish = (current: RawCell): boolean => {
    if (!isFilled(current)) return true;
    if (table.isPastRows(current.row)) return false;
    if (current.column >= table.limits.columns) table.markCut();
    else cells.push(current);
    return true;
  };
  for (const token of xmlTokens(partial ? xml.slice(0, xml.lastIndexOf('>') + 1) : xml, partial)) {
    if (token.kind === 'open') {
      if (token.name === 'row') {
        const number = Number(token.attributes.r);
        row = Number.isInteger(number) && number > 0 ? number - 1 : row + 1;
        column = -1;
      } else if (token.name === 'c') {
        const address = cellAddress(token.attributes.r ?? '');
        column = address ? address.column : column + 1;
        cell = { row: address?.row ?? Math.max(row, 0), column, type: token.attributes.t ?? 'n', style: Number(token.attributes.s ?? 0), value: '' };
        if (token.selfClosing) cell = null;
      } else if (token.name === 'v' && cell && !token.selfClosing) reading = 'value';
      else if (token.name === 't' && cell?.type === 'inlineStr' && !token.selfClosing) reading = 'inline';
      else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
    } else if (token.kind === 'close') {
      if (token.name === 'v' || token.name === 't') reading = null;
      else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (token.name === 'c' && cell) {
        const kept = finish(cell);
        cell = null;
        if (!kept) {
          table.markCut();
          return cells;
        }
      } else if (token.name === 'sheetData') return cells;
    } else if (cell && reading && phonetic === 0) {
      cell.value += token.text;
    }
  }
  if (partial) table.markCut();
  return cells;
}

interface Parts {
  archive: Buffer;
  entries: Map<string, ZipEntry>;
}

/** A part's text; `whole`: an error when it is longer than the limit. Null when the archive lacks it. */
async function partText(parts: Parts, path: string, whole: boolean): Promise<{ text: string; complete: boolean } | null> {
  const entry = parts.entries.get(path.toLowerCase());
  if (!entry) return null;
  const { bytes, complete } = await readZipEntry(parts.archive, entry, PART_MAX_BYTES);
  if (whole && !complete) throw new SpreadsheetReadError(`${path} is too large`);
  return { text: bytes.toString('utf8'), complete };
}

function cellText(cell: RawCell, strings: string[], kinds: NumberKind[], date1904: boolean): string {
  switch (cell.type) {
    case 's': {
      const text = strings[Number(cell.value)];
      if (text === undefined) throw new SpreadsheetReadError(`shared string ${cell.value} is missing`);
      return text;
    }
    case 'inlineStr':
    case 'str':
      return unescapeOfficeText(cell.value);
    case 'b':
      return cell.value === '1' ? 'TRUE' : cell.value === '0' ? 'FALSE' : cell.value;
    case 'e':
      return cell.value;
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.exec(cell.value)?.[0] ?? cell.value;
    default: {
      const number = Number(cell.value);
      if (cell.value.trim() === '' || !Number.isFinite(number)) return cell.value;
      return kinds.length > 0 ? numberText(number, kinds[cell.style] ?? 'number', date1904) : plainNumber(number);
    }
  }
}

/** Reads the first sheet; throws SpreadsheetReadError when the file is not a workbook that can be read. */
export async function readFirstXlsxSheet(archive: Buffer, limits: PreviewLimits): Promise<TablePreview & { sheet: string }> {
  try {
    const listed = zipEntries(archive);
    if (!listed) throw new SpreadsheetReadError('not a ZIP archive');
    const parts: Parts = { archive, entries: new Map(listed.map((entry) => [entry.name.toLowerCase(), entry])) };
    const workbookXml = await partText(parts, 'xl/workbook.xml', true);
    if (!workbookXml) throw new SpreadsheetReadError('no workbook');
    const workbook = readWorkbook(workbookXml.text);
    if (!workbook.firstSheet) throw new SpreadsheetReadError('the workbook has no sheet');
    const relationships = readRelationships((await partText(parts, 'xl/_rels/workbook.xml.rels', true))?.text ?? '');
    const related = (type: string) => [...relationships.values()].find((relationship) => relationship.type.endsWith(`/${type}`))?.path;
    const sheetPath = (workbook.firstSheet.relationshipId && relationships.get(workbook.firstSheet.relationshipId)?.path) || 'xl/worksheets/sheet1.xml';
    const sheetXml = await partText(parts, sheetPath, false);
    if (!sheetXml) throw new SpreadsheetReadError(`no ${sheetPath}`);

    const table = new PreviewTable(limits);
    const cells = readCells(sheetXml.text, !sheetXml.complete, table);
    const lastString = cells.reduce((last, cell) => (cell.type === 's' && Number.isInteger(Number(cell.value)) ? Math.max(last, Number(cell.value)) : last), -1);
    const stringsXml = lastString >= 0 ? await partText(parts, related('sharedStrings') ?? 'xl/sharedStrings.xml', false) : null;
    const strings = stringsXml ? readSharedStrings(stringsXml.text, lastString, !stringsXml.complete) : [];
    const numbersStyled = cells.some((cell) => cell.type === 'n' && cell.style > 0);
    const stylesXml = numbersStyled ? await partText(parts, related('styles') ?? 'xl/styles.xml', true) : null;
    const kinds = stylesXml ? readNumberKinds(stylesXml.text) : [];
    for (const cell of cells) table.set(cell.row, cell.column, cellText(cell, strings, kinds, workbook.date1904));
    return { sheet: workbook.firstSheet.name, ...table.result() };
  } catch (error) {
    // Whatever stops the reading comes from the file (it is only bytes being parsed): it cannot be read.
    if (error instanceof SpreadsheetReadError) throw error;
    throw new SpreadsheetReadError(error instanceof ZipReadError || error instanceof XmlError ? error.message : `unreadable: ${String(error)}`);
  }
}
