import type { MEDIA_COLLECTIONS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';

export type UploadCollection = (typeof MEDIA_COLLECTIONS)[number];

/**
 * What may be uploaded where. Pictures and PDF everywhere; a review's model files also take
 * spreadsheets, since a financial model is one. Spreadsheets are stored and downloaded, never run.
 */
export const SPREADSHEET_EXTENSIONS = ['xlsx', 'xls', 'xlsm', 'ods', 'csv'] as const;
export type SpreadsheetExtension = (typeof SPREADSHEET_EXTENSIONS)[number];

/** The largest file an installation takes unless its operator sets another limit. */
export const UPLOAD_MAX_BYTES_DEFAULT = 20 * 1024 * 1024;

/** A spreadsheet is previewed (first sheet, read-only) only when it is this small, and only so much of it. */
export const SPREADSHEET_PREVIEW = { maxBytes: 2 * 1024 * 1024, rows: 50, columns: 20 } as const;

export const UPLOAD_MESSAGES = {
  onlyPicturesPdfOrSpreadsheets: `Only pictures, PDF or spreadsheets (${SPREADSHEET_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}) allowed`,
  cancelled: 'Upload cancelled: nothing was saved.',
} as const;

export const acceptsSpreadsheets = (collection: UploadCollection): boolean => collection === 'model';

/** The file chooser's accept attribute. */
export function uploadAccept(collection: UploadCollection): string {
  const base = ['image/*', 'application/pdf'];
  return (acceptsSpreadsheets(collection) ? [...base, ...SPREADSHEET_EXTENSIONS.map((extension) => `.${extension}`)] : base).join(',');
}

/** The file's extension in lower case ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export const isSpreadsheetName = (fileName: string): boolean => (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** Whether a chosen file is of a type this place takes (the server checks the content again). */
export function isAcceptedUpload(file: { name: string; type: string }, collection: UploadCollection): boolean {
  if (file.type.startsWith('image/') || file.type === 'application/pdf') return true;
  return acceptsSpreadsheets(collection) && isSpreadsheetName(file.name);
}

/** The refusal for a file of another type. */
export const wrongTypeMessage = (collection: UploadCollection): string => (acceptsSpreadsheets(collection) ? UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets : MESSAGES.onlyPicturesOrPdf);

/** 20 MB, 1.5 MB, 820 KB, 12 bytes (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** What the place takes, said before the file chooser opens: "Pictures or PDF, up to 20 MB". */
export function acceptedFilesText(collection: UploadCollection, maxBytes: number): string {
  const types = acceptsSpreadsheets(collection) ? `Pictures, PDF or spreadsheets (${SPREADSHEET_EXTENSIONS.map((extension) => `.${extension}`).join(', ')})` : 'Pictures or PDF';
  return `${types}, up to ${formatFileSize(maxBytes)}`;
}

/** The refusal for a file over the limit, before any of it is sent. */
export const tooLargeMessage = (fileName: string, size: number, maxBytes: number): string =>
  `“${fileName}” is ${formatFileSize(size)}: files up to ${formatFileSize(maxBytes)} can be uploaded.`;

/** The refusal of a chosen file, or null when it may be sent. */
export function uploadRefusal(file: { name: string; type: string; size: number }, collection: UploadCollection, maxBytes: number): string | null {
  if (!isAcceptedUpload(file, collection)) return wrongTypeMessage(collection);
  if (file.size > maxBytes) return tooLargeMessage(file.name, file.size, maxBytes);
  return null;
}
