import { isShareExpired, type Share, type ShareStatus } from '@thesis/domain';
import { rulesOf, type RecipientRow, type ShareRow } from './sharing.repository';

export function statusOf(share: Pick<ShareRow, 'revoked_at' | 'expires_at'>, now: string): ShareStatus {
  if (share.revoked_at) return 'revoked';
  return isShareExpired(share.expires_at, now) ? 'expired' : 'active';
}

/** A share for its owner: never the token; the link only while the share is in force. */
export function presentShare(share: ShareRow, recipients: readonly (RecipientRow & { username?: string | null })[], link: string, now: string): Share {
  const status = statusOf(share, now);
  return {
    id: share.id,
    entity_id: share.entity_id,
    entity_type: 'investment_review',
    access_type: share.access_type === 'public' ? 'public' : 'private',
    message: share.message,
    expire_at: share.expire_at === 'month' || share.expire_at === 'year' ? share.expire_at : 'week',
    expires_at: share.expires_at,
    permission_rules: rulesOf(share),
    status,
    revoked_at: share.revoked_at,
    created_at: share.created_at,
    link: status === 'active' ? link : null,
    recipients: recipients.map((recipient) => ({ id: recipient.id, email: recipient.email, username: recipient.username ?? null, attached_at: recipient.attached_at })),
  };
}
