import type { UserRow } from '../users/users.repository';
import type { MediaRow } from './media.repository';

/** Owners may read their files; avatars are visible to every signed-in user. */
export function canReadMedia(user: UserRow, media: MediaRow): boolean {
  return media.user_id === user.id || media.collection === 'avatar';
}

/** Only the owner may delete a file. */
export function canDeleteMedia(user: UserRow, media: MediaRow): boolean {
  return media.user_id === user.id;
}
