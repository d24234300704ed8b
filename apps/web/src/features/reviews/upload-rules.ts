import { MESSAGES, PREVIEW_EXTENSIONS, REVIEW_MESSAGES, UPLOAD_ACCEPT } from '@thesis/domain';

/** The file input's accept attribute (spec §5 Upload: image/* and application/pdf). */
export const ACCEPT = UPLOAD_ACCEPT.join(',');

export function isAcceptedFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}

export type PastedFile = { file: File } | { warning: string } | { error: string };

/**
 * The file of a paste (spec §5, §8): none → the warning 'Please copy the picture to upload the
 * file'; another type → 'Only pictures or PDF allowed'; one accepted file otherwise.
 */
export function fileFromClipboard(data: Pick<DataTransfer, 'files'> | null): PastedFile {
  const file = data?.files?.[0];
  if (!file) return { warning: MESSAGES.pasteNoFile };
  if (!isAcceptedFile(file)) return { error: MESSAGES.onlyPicturesOrPdf };
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
 * The file of a drop (spec §5 Upload: a single picture or PDF): more than one → 'Please attach
 * one file only'; another type → 'Only pictures or PDF allowed'; the file otherwise.
 */
export function fileFromDrop(data: Pick<DataTransfer, 'files'> | null): { file: File } | { error: string } {
  const files = Array.from(data?.files ?? []);
  if (files.length > 1) return { error: REVIEW_MESSAGES.oneFile };
  const file = files[0];
  if (!file || !isAcceptedFile(file)) return { error: MESSAGES.onlyPicturesOrPdf };
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
