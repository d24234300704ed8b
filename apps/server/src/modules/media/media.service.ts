import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API_BASE_PATH, MESSAGES, type MediaCollection } from '@thesis/domain';
import type { Config } from '../../config';
import { nowIso } from '../../db/values';
import { hmac, newId, safeEqual } from '../../lib/crypto';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { Viewer } from '../teams/workspace';
import { canDeleteMedia, canReadMedia, type ReviewMediaReader } from './media.policy';
import type { MediaRepository, MediaRow } from './media.repository';
import { sniffMediaType } from './sniff';

/** Signed links stay the same for a window so browsers can cache them, and live 6–12 hours. */
const LINK_WINDOW_SECONDS = 6 * 60 * 60;

interface Deps {
  config: Config;
  media: MediaRepository;
  storage: FileStorage;
  /** Files attached to reviews the reader may see (absent: owners and avatars only). */
  reviewMedia?: ReviewMediaReader;
}

export interface UploadInput {
  collection: MediaCollection;
  fileName: string;
  bytes: Buffer;
}

function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[\\/\0\r\n"]/g, '_').trim().slice(0, 200) || `file.${extension}`;
  return base;
}

export class MediaService {
  constructor(private readonly deps: Deps) {}

  async upload(user: Viewer, input: UploadInput): Promise<MediaRow> {
    if (input.bytes.length === 0) throw fieldError('file', MESSAGES.fileRequired);
    const type = sniffMediaType(input.bytes);
    if (!type) throw fieldError('file', MESSAGES.onlyPicturesOrPdf);
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
    await this.deps.storage.put(row.storage_key, input.bytes, type.mime);
    try {
      await this.deps.media.insert(row);
    } catch (error) {
      await this.deps.storage.delete(row.storage_key);
      throw error;
    }
    return row;
  }

  /** The file and its stream, for a signed-in reader allowed by the policy or a valid signed link. */
  async open(id: string, access: { user: Viewer | null; expires?: number; signature?: string }): Promise<{ row: MediaRow; stream: Readable }> {
    const row = await this.deps.media.findById(id);
    if (!row) throw notFound(MESSAGES.mediaNotFound);
    const signed = access.expires !== undefined && access.signature !== undefined && this.verifySignature(id, access.expires, access.signature);
    if (!signed) {
      if (!access.user) throw new AppError(401, MESSAGES.unauthenticated);
      if (!(await this.readable(access.user, row))) throw notFound(MESSAGES.mediaNotFound);
    }
    const stream = await this.deps.storage.get(row.storage_key);
    if (!stream) throw notFound(MESSAGES.mediaAlreadyDeleted);
    return { row, stream };
  }

  async remove(user: Viewer, id: string): Promise<void> {
    const row = await this.deps.media.findById(id);
    if (!row || !(await this.readable(user, row))) throw notFound(MESSAGES.mediaAlreadyDeleted);
    if (!canDeleteMedia(user, row)) throw new AppError(403, MESSAGES.noEditPermission);
    await this.deps.media.delete(id);
    await this.deps.storage.delete(row.storage_key);
  }

  /** Removes a file the server itself replaced (an old avatar); never fails the caller. */
  async deleteQuietly(id: string): Promise<void> {
    const row = await this.deps.media.findById(id);
    if (!row) return;
    await this.deps.media.delete(id);
    await this.deps.storage.delete(row.storage_key).catch(() => undefined);
  }

  /** A relative URL that lets whoever holds it download the file until it expires. */
  signedUrl(row: Pick<MediaRow, 'id'>, now = Date.now()): string {
    const seconds = Math.floor(now / 1000);
    const expires = (Math.floor(seconds / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS;
    const signature = hmac(this.deps.config.jwtSecret, `media:${row.id}:${expires}`);
    return `${API_BASE_PATH}/media/${row.id}?expires=${expires}&signature=${signature}`;
  }

  /** The media policy, asking the reviews module only when ownership and avatars do not decide. */
  private async readable(user: Viewer, row: MediaRow): Promise<boolean> {
    if (canReadMedia(user, row)) return true;
    return canReadMedia(user, row, (await this.deps.reviewMedia?.canRead(user, row)) ?? false);
  }

  private verifySignature(id: string, expires: number, signature: string): boolean {
    if (expires * 1000 < Date.now()) return false;
    return safeEqual(hmac(this.deps.config.jwtSecret, `media:${id}:${expires}`), signature);
  }
}
