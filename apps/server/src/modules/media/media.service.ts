import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API_BASE_PATH, MESSAGES, SPREADSHEET_PREVIEW, wrongTypeMessage, type MediaCollection } from '@thesis/domain';
import type { Config } from '../../config';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { fileStorageError } from '../../lib/unavailable';
import type { FileStorage } from '../../storage/storage';
import type { Viewer } from '../teams/workspace';
import { isValidMediaLink, mediaLinkUrl, signMediaLink, type MediaLinkParts } from './media-links';
import { canDeleteMedia, canReadMedia, type ReviewMediaReader } from './media.policy';
import type { MediaRepository, MediaRow } from './media.repository';
import { sniffUpload } from './sniff';
import { previewRefusal, previewSpreadsheet, PREVIEW_MESSAGES, SpreadsheetReadError, type SpreadsheetPreview } from './spreadsheet-preview';

interface Deps {
  config: Config;
  media: MediaRepository;
  storage: FileStorage;
  /** Files attached to reviews the reader may see (absent: owners and avatars only). */
  reviewMedia?: ReviewMediaReader;
  /** The viewer a signed link was issued to, read again at download time. */
  /** The person a signed link was issued to, with their workspace (read when the link is used). */
  viewers: { forUser(id: string): Promise<Viewer | undefined> };
}

export interface MediaAccess {
  /** The signed-in user (bearer token), if any. */
  user: Viewer | null;
  /** The parts of a signed link, if the request carries one. */
  link?: Partial<MediaLinkParts>;
}

export interface UploadInput {
  collection: MediaCollection;
  fileName: string;
  bytes: Buffer;
}

/** The whole stream, or null (and the stream closed) once it is longer than `limit` bytes. */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > limit) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[\\/\0\r\n"]/g, '_').trim().slice(0, 200) || `file.${extension}`;
  return base;
}

export class MediaService {
  constructor(private readonly deps: Deps) {}

  async upload(user: Viewer, input: UploadInput): Promise<MediaRow> {
    if (input.bytes.length === 0) throw fieldError('file', MESSAGES.fileRequired);
    const type = sniffUpload(input.bytes, input.fileName, input.collection);
    if (!type) throw fieldError('file', wrongTypeMessage(input.collection));
    const id = newId();
    const row: MediaRow = {
      id,
      uuid: randomUUID(),
      user_id: user.id,
      collection: input.collection,
      file_name: safeFileName(input.fileName, type.extension),
      extension: type.extension,
      mime_type: type.mime,
      size: input.bytes.length,
      storage_key: `${user.id}/${id}.${type.extension}`,
      created_at: nowIso(),
    };
    // The file first: a store that fails (503) or is full (507) leaves no row behind.
    await this.deps.storage.put(row.storage_key, input.bytes, type.mime).catch((error: unknown) => {
      throw fileStorageError(error);
    });
    try {
      await this.deps.media.insert(row);
    } catch (error) {
      await this.deps.storage.delete(row.storage_key).catch(() => undefined);
      throw error;
    }
    return row;
  }

  /**
   * The file and its stream, for a signed-in reader allowed by the policy, or for the viewer a
   * valid signed link was issued to — who must still be allowed now (owner, avatar, or a review
   * they may still see: a revoked or expired share ends access at once).
   */
  async open(id: string, access: MediaAccess): Promise<{ row: MediaRow; stream: Readable }> {
    const row = await this.visibleRow(id, access);
    return { row, stream: await this.storedFile(row) };
  }

  /**
   * The first sheet of a small CSV, xlsx or xlsm file as a table of text, for whoever may open the
   * file (checked first: a file they may not see is 404 whatever it is). Any other file, a larger
   * one, or one that cannot be read as a spreadsheet is 422 with the reason.
   */
  async preview(id: string, user: Viewer): Promise<SpreadsheetPreview> {
    const row = await this.visibleRow(id, { user });
    const refusal = previewRefusal(row);
    if (refusal) throw new AppError(422, refusal);
    const bytes = await readAtMost(await this.storedFile(row), SPREADSHEET_PREVIEW.maxBytes).catch((error: unknown) => {
      throw fileStorageError(error);
    });
    if (!bytes) throw new AppError(422, PREVIEW_MESSAGES.tooLarge(row.file_name, row.size));
    try {
      return await previewSpreadsheet(row, bytes);
    } catch (error) {
      if (error instanceof SpreadsheetReadError) throw new AppError(422, PREVIEW_MESSAGES.unreadable);
      throw error;
    }
  }

  async remove(user: Viewer, id: string): Promise<void> {
    const row = await this.deps.media.findById(id);
    if (!row || !(await this.readable(user, row))) throw notFound(MESSAGES.mediaAlreadyDeleted);
    if (!canDeleteMedia(user, row)) throw new AppError(403, MESSAGES.noEditPermission);
    // The file first: when the store fails (503) the row stays and the delete can be retried.
    await this.deps.storage.delete(row.storage_key).catch((error: unknown) => {
      throw fileStorageError(error);
    });
    await this.deps.media.delete(id);
  }

  /** Removes a file the server itself replaced (an old avatar); never fails the caller. */
  async deleteQuietly(id: string): Promise<void> {
    const row = await this.deps.media.findById(id);
    if (!row) return;
    await this.deps.media.delete(id);
    await this.deps.storage.delete(row.storage_key).catch(() => undefined);
  }

  /**
   * A relative URL that lets `viewerId` (the signed-in user the answer is for) load the file
   * without a token for 10–15 minutes (see media-links). Without a viewer it is the plain route,
   * which needs a bearer token.
   */
  signedUrl(row: Pick<MediaRow, 'id'>, viewerId: string | null, now = Date.now()): string {
    if (!viewerId) return `${API_BASE_PATH}/media/${row.id}`;
    return mediaLinkUrl(row.id, signMediaLink(this.deps.config.jwtSecret, row.id, viewerId, now));
  }

  /** The file's row for a reader the policy allows: 404 when unknown or not theirs to see, 401 without a reader. */
  private async visibleRow(id: string, access: MediaAccess): Promise<MediaRow> {
    const row = await this.deps.media.findById(id);
    if (!row) throw notFound(MESSAGES.mediaNotFound);
    const reader = access.user ?? (await this.linkViewer(id, access.link));
    if (!reader) throw new AppError(401, MESSAGES.unauthenticated);
    if (!(await this.readable(reader, row))) throw notFound(MESSAGES.mediaNotFound);
    return row;
  }

  /** The stored bytes of a file: 503 when the store fails, 404 when the file is gone from it. */
  private async storedFile(row: MediaRow): Promise<Readable> {
    const stream = await this.deps.storage.get(row.storage_key).catch((error: unknown) => {
      throw fileStorageError(error);
    });
    if (!stream) throw notFound(MESSAGES.mediaAlreadyDeleted);
    return stream;
  }

  /** The media policy, asking the reviews module only when ownership and avatars do not decide. */
  private async readable(user: Viewer, row: MediaRow): Promise<boolean> {
    if (canReadMedia(user, row)) return true;
    return canReadMedia(user, row, (await this.deps.reviewMedia?.canRead(user, row)) ?? false);
  }

  /** The still active account a valid signed link was issued to, or null. */
  private async linkViewer(id: string, link: MediaAccess['link']): Promise<Viewer | null> {
    if (link?.viewer === undefined || link.expires === undefined || link.signature === undefined) return null;
    const parts = { viewer: link.viewer, expires: link.expires, signature: link.signature };
    if (!isValidMediaLink(this.deps.config.jwtSecret, id, parts)) return null;
    const viewer = await this.deps.viewers.forUser(parts.viewer);
    return viewer && !viewer.suspended_at ? viewer : null;
  }
}
