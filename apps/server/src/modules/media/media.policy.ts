import type { Viewer } from '../teams/workspace';
import type { MediaRow } from './media.repository';

/**
 * Owners may read their files; avatars are visible to every signed-in user; and whoever may see a
 * review may read the files attached to it (`viaReview`, see ReviewMediaAccess: items and
 * processes always, models and notes when the review's permissions grant them).
 */
export function canReadMedia(user: Viewer, media: MediaRow, viaReview = false): boolean {
  return media.user_id === user.id || media.collection === 'avatar' || viaReview;
}

/** Review-aware access to a file, answered by the reviews module. */
export interface ReviewMediaReader {
  canRead(user: Viewer, media: Pick<MediaRow, 'id'>): Promise<boolean>;
}

/** Only the owner may delete a file. */
export function canDeleteMedia(user: Viewer, media: MediaRow): boolean {
  return media.user_id === user.id;
}
