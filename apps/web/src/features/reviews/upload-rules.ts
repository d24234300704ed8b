import { isAcceptedUpload, MESSAGES, PREVIEW_EXTENSIONS, REVIEW_MESSAGES, wrongTypeMessage, type UploadCollection } from '@thesis/domain';

export type PastedFile = { file: File } | { warning: string } | { error: string };

/**
 * The file of a paste: none → the warning 'Please copy the picture to upload the file'; a type
 * the place does not take → its refusal; one accepted file otherwise.
 */
export function fileFromClipboard(data: Pick<DataTransfer, 'files'> | null, collection: UploadCollection): PastedFile {
  const file = data?.files?.[0];
  if (!file) return { warning: MESSAGES.pasteNoFile };
  if (!isAcceptedUpload(file, collection)) return { error: wrongTypeMessage(collection) };
  // Pasted screenshots arrive as "image.png"; give them a dated name the list can tell apart.
  if (file.name === 'image.png' || !file.name) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
    return { file: new File([file], `pasted-${stamp}.${file.type.split('/')[1] ?? 'png'}`, { type: file.type }) };
  }
  return { file };
}

/** A drag that carries files (not text or a link dragged from the page). */
export function hasFiles(data: Pick<DataTransfer, 'types'> | null): boolean {
  return data !== null && Array.from(data.types).includes('Files');
}

/**
 * The file of a drop (a single file): more than one → 'Please attach one file only'; a type the
 * place does not take → its refusal; the file otherwise.
 */
export function fileFromDrop(data: Pick<DataTransfer, 'files'> | null, collection: UploadCollection): { file: File } | { error: string } {
  const files = Array.from(data?.files ?? []);
  if (files.length > 1) return { error: REVIEW_MESSAGES.oneFile };
  const file = files[0];
  if (!file || !isAcceptedUpload(file, collection)) return { error: wrongTypeMessage(collection) };
  return { file };
}

/** Preview is offered only for pdf, png, jpg and jpeg (spec §5). */
export function canPreview(extension: string): boolean {
  return (PREVIEW_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** The signed url as a download (attachment) rather than inline. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

export const UNDONE = 'This action cannot be undone.';
