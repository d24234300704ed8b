import type { PermissionRule, ReviewShareGrant } from '@thesis/domain';
import { nowIso } from '../../db/values';
import type { ReviewSharing } from '../reviews/review-sharing';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { UserRow } from '../users/users.repository';
import type { SharingRepository } from './sharing.repository';

/**
 * What reviews shared with a viewer grant them (the reviews module's ReviewSharing hook): the
 * permission rules of every share in force that names their address or was opened by them, merged.
 * Shares are read-only (a share has no change permission). Revocation and expiry count from the
 * instant they happen: every request asks again.
 */
export class ShareGrants implements ReviewSharing {
  constructor(private readonly shares: SharingRepository) {}

  async grantFor(viewer: UserRow, review: ReviewRecord): Promise<ReviewShareGrant | null> {
    return (await this.grantsFor(viewer, [review])).get(review.id) ?? null;
  }

  async grantsFor(viewer: UserRow, reviews: readonly ReviewRecord[]): Promise<Map<string, ReviewShareGrant>> {
    const others = reviews.filter((review) => review.user_id !== viewer.id).map((review) => review.id);
    const permissions = await this.shares.grantsFor({ id: viewer.id, email: viewer.email }, others, nowIso());
    return new Map([...permissions].map(([id, rules]) => [id, { permission_rules: rules, can_edit: false }]));
  }

  reviewIdsGranting(viewer: UserRow, rule: PermissionRule, investmentId?: string): Promise<string[]> {
    return this.shares.reviewIdsGranting({ id: viewer.id, email: viewer.email }, rule, nowIso(), investmentId);
  }
}
