import type { PermissionRule, ReviewShareGrant } from '@thesis/domain';
import { nowIso } from '../../db/values';
import type { ReviewSharing } from '../reviews/review-sharing';
import type { ReviewRecord } from '../reviews/reviews.repository';
import { inWorkspace, scopeOf, type Viewer } from '../teams/workspace';
import type { Reader, SharingRepository } from './sharing.repository';

/** Whom shares reach: the person (their id and address), outside their own workspace. */
export function readerOf(viewer: Viewer): Reader {
  return { id: viewer.id, email: viewer.email, ownerId: scopeOf(viewer) };
}

/**
 * What reviews shared with a viewer grant them (the reviews module's ReviewSharing hook): the
 * permission rules of every share in force that names their address or was opened by them, merged.
 * Shares are read-only (a share has no change permission). Revocation and expiry count from the
 * instant they happen: every request asks again.
 */
export class ShareGrants implements ReviewSharing {
  constructor(private readonly shares: SharingRepository) {}

  async grantFor(viewer: Viewer, review: ReviewRecord): Promise<ReviewShareGrant | null> {
    return (await this.grantsFor(viewer, [review])).get(review.id) ?? null;
  }

  async grantsFor(viewer: Viewer, reviews: readonly ReviewRecord[]): Promise<Map<string, ReviewShareGrant>> {
    const others = reviews.filter((review) => !inWorkspace(viewer, review.user_id)).map((review) => review.id);
    const permissions = await this.shares.grantsFor(readerOf(viewer), others, nowIso());
    return new Map([...permissions].map(([id, rules]) => [id, { permission_rules: rules, can_edit: false }]));
  }

  reviewIdsGranting(viewer: Viewer, rule: PermissionRule, investmentId?: string): Promise<string[]> {
    return this.shares.reviewIdsGranting(readerOf(viewer), rule, nowIso(), investmentId);
  }
}
