import { MESSAGES } from '@thesis/domain';
import { fieldError } from '../../lib/errors';
import type { MediaRow } from '../media/media.repository';
import type { Viewer } from '../teams/workspace';
import type { ReviewStore } from './review-store';

/**
 * The caller's uploaded files named by `uuids` (POST /media answers each file's uuid), in the order
 * given. A uuid that is unknown or names someone else's file is a 422 'Media ID not found.' on the
 * field, so nobody can attach (and so expose) a file they did not upload.
 */
export async function ownMediaByUuids(store: Pick<ReviewStore, 'media'>, viewer: Pick<Viewer, 'id'>, uuids: readonly string[], field = 'uuids'): Promise<MediaRow[]> {
  if (uuids.length === 0) return [];
  const byUuid = new Map((await store.media.findByUuids(uuids)).map((row) => [row.uuid, row]));
  const rows = uuids.map((uuid) => byUuid.get(uuid));
  if (rows.some((row) => !row || row.user_id !== viewer.id)) throw fieldError(field, MESSAGES.mediaNotFound);
  return rows as MediaRow[];
}
