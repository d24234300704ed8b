import { API_BASE_PATH } from '@thesis/domain';
import { hmac, safeEqual } from '../../lib/crypto';

/**
 * Signed file links let a browser load a file without the bearer token (an <img> or a download).
 * Each link names the viewer it was issued to and lives minutes: links stay the same for a window
 * of 5 minutes (so browsers can cache them) and expire at the end of the window after next, 10 to
 * 15 minutes after they were issued — like an access token. A download re-checks that the viewer
 * may still see the file (a revoked share ends access at once).
 */
export const MEDIA_LINK_WINDOW_SECONDS = 5 * 60;
export const MEDIA_LINK_MAX_SECONDS = 3 * MEDIA_LINK_WINDOW_SECONDS;

export interface MediaLinkParts {
  viewer: string;
  expires: number;
  signature: string;
}

function payload(mediaId: string, viewer: string, expires: number): string {
  return `media:${mediaId}:${viewer}:${expires}`;
}

export function signMediaLink(secret: Uint8Array, mediaId: string, viewer: string, now = Date.now()): MediaLinkParts {
  const seconds = Math.floor(now / 1000);
  const expires = (Math.floor(seconds / MEDIA_LINK_WINDOW_SECONDS) + 3) * MEDIA_LINK_WINDOW_SECONDS;
  return { viewer, expires, signature: hmac(secret, payload(mediaId, viewer, expires)) };
}

/** A link to a file that opens for `viewerId` (the signed-in user) without a token; the plain route for null (MediaService.signedUrl). */
export type SignMedia = (media: { id: string }, viewerId: string | null) => string;

export function mediaLinkUrl(mediaId: string, parts: MediaLinkParts): string {
  const query = new URLSearchParams({ expires: String(parts.expires), viewer: parts.viewer, signature: parts.signature });
  return `${API_BASE_PATH}/media/${mediaId}?${query.toString()}`;
}

/** True for an untampered link that has not expired (and was never issued for longer than allowed). */
export function isValidMediaLink(secret: Uint8Array, mediaId: string, parts: MediaLinkParts, now = Date.now()): boolean {
  const seconds = now / 1000;
  if (parts.expires < seconds || parts.expires > seconds + MEDIA_LINK_MAX_SECONDS) return false;
  return safeEqual(hmac(secret, payload(mediaId, parts.viewer, parts.expires)), parts.signature);
}
