import { isUtf8 } from 'node:buffer';
import { z } from 'zod';
import { formatFileSize, SPREADSHEET_PREVIEW } from '@thesis/domain';
import { parseCsv } from '../../lib/csv';
import type { MediaRow } from './media.repository';
import { PreviewTable, type PreviewLimits, type TablePreview } from './preview-table';
import { readFirstXlsxSheet, SpreadsheetReadError } from './xlsx-sheet';

/**
 * A read-only look at a small spreadsheet: the first sheet's first rows and columns as text.
 * CSV, xlsx and xlsm files up to SPREADSHEET_PREVIEW.maxBytes have one; other files are downloaded.
 */
export const spreadsheetPreviewSchema = z.object({
  file_name: z.string(),
  sheet: z.string().nullable().describe('The name of the sheet shown (the first); null for a CSV file'),
  rows: z
    .array(z.array(z.string()))
    .describe(`At most ${SPREADSHEET_PREVIEW.rows} rows of at most ${SPREADSHEET_PREVIEW.columns} cells, each as text ('' when empty; dates yyyy-mm-dd; formulas show their saved value)`),
  truncated: z.boolean().describe('True when the sheet has more rows or columns than shown'),
});
export type SpreadsheetPreview = z.infer<typeof spreadsheetPreviewSchema>;

const PREVIEWED = new Set(['csv', 'xlsx', 'xlsm']);

export const PREVIEW_MESSAGES = {
  opensDirectly: 'Pictures and PDF files open directly: no table preview.',
  unreadable: 'The file could not be read as a spreadsheet: download it to open it.',
  noPreview: (extension: string) => `No preview for .${extension} files: download it to open it in your spreadsheet program.`,
  tooLarge: (fileName: string, size: number) =>
    `“${fileName}” is too large to preview (${formatFileSize(size)}; up to ${formatFileSize(SPREADSHEET_PREVIEW.maxBytes)}): download it to open it.`,
} as const;

type Described = Pick<MediaRow, 'file_name' | 'extension' | 'mime_type' | 'size'>;

/** Why the file has no preview, or null when it has one: decided from its description, before it is read. */
export function previewRefusal(file: Described): string | null {
  if (file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf') return PREVIEW_MESSAGES.opensDirectly;
  if (!PREVIEWED.has(file.extension)) return PREVIEW_MESSAGES.noPreview(file.extension);
  if (file.size > SPREADSHEET_PREVIEW.maxBytes) return PREVIEW_MESSAGES.tooLarge(file.file_name, file.size);
  return null;
}

/** A CSV file's records, in order (blank lines are not records), as the table's rows. */
function csvTable(bytes: Buffer, limits: PreviewLimits): TablePreview {
  if (bytes.includes(0) || !isUtf8(bytes)) throw new SpreadsheetReadError('not UTF-8 text');
  const table = new PreviewTable(limits);
  let row = 0;
  for (const { fields } of parseCsv(bytes.toString('utf8'))) {
    if (table.isPastRows(row)) {
      if (!fields.some((field) => field !== '')) continue;
      table.markCut();
      break;
    }
    fields.forEach((field, column) => table.set(row, column, field));
    row += 1;
  }
  return table.result();
}

/** The preview of a file previewRefusal let through. Throws SpreadsheetReadError when it cannot be read. */
export async function previewSpreadsheet(file: Described, bytes: Buffer): Promise<SpreadsheetPreview> {
  const limits = { rows: SPREADSHEET_PREVIEW.rows, columns: SPREADSHEET_PREVIEW.columns };
  if (file.extension === 'csv') {
    try {
      return { file_name: file.file_name, sheet: null, ...csvTable(bytes, limits) };
    } catch (error) {
      // A quoted field left open, or bytes that are not text: the file's fault, not the server's.
      throw error instanceof SpreadsheetReadError ? error : new SpreadsheetReadError(String(error));
    }
  }
  const { sheet, rows, truncated } = await readFirstXlsxSheet(bytes, limits);
  return { file_name: file.file_name, sheet, rows, truncated };
}

export { SpreadsheetReadError };
