import { shareLinkPath } from '@thesis/domain';
import { hmac, safeEqual } from '../../lib/crypto';
import type { ShareRow } from './sharing.repository';

/**
 * The signature of a share link: an HMAC of the share id and its unguessable token with the app
 * secret. Neither part alone opens the link; a changed id or signature fails the comparison.
 */
export function shareSignature(secret: Uint8Array, share: Pick<ShareRow, 'id' | 'token'>): string {
  return hmac(secret, `share:${share.id}:${share.token}`);
}

export function isValidShareSignature(secret: Uint8Array, share: Pick<ShareRow, 'id' | 'token'>, signature: string): boolean {
  return safeEqual(shareSignature(secret, share), signature);
}

/** The absolute link sent to recipients and copied by the owner. */
export function shareLink(appUrl: string, secret: Uint8Array, share: Pick<ShareRow, 'id' | 'token' | 'entity_id'>): string {
  return `${appUrl}${shareLinkPath(share.entity_id, share.id, shareSignature(secret, share))}`;
}
