import type { PermissionRule, ReviewShareGrant } from '@thesis/domain';
import type { Viewer } from '../teams/workspace';
import type { ReviewRecord } from './reviews.repository';

/**
 * HOOK FOR THE SHARING ISSUE. Answers what a review shared with the viewer grants them (the share's
 * permission rules and whether they may change the review), or null when it is not shared with
 * them. Every review rule goes through `reviewAccess(viewer, review, grant)`, so replacing
 * `noReviewSharing` in deps.ts is all sharing needs to open reviews (pages, files, notes and
 * models as the rules allow) to their recipients.
 */
export interface ReviewSharing {
  grantFor(viewer: Viewer, review: ReviewRecord): Promise<ReviewShareGrant | null>;
  /** Grants of many reviews at once (review id → grant), for media checks. */
  grantsFor(viewer: Viewer, reviews: readonly ReviewRecord[]): Promise<Map<string, ReviewShareGrant>>;
  /**
   * Ids of the reviews of other users shared with the viewer by a share in force granting `rule`
   * (optionally only reviews of one investment), for lists such as the decision journal.
   */
  reviewIdsGranting(viewer: Viewer, rule: PermissionRule, investmentId?: string): Promise<string[]>;
}

/** Until sharing exists: nothing is shared with anyone. */
export const noReviewSharing: ReviewSharing = {
  grantFor: () => Promise.resolve(null),
  grantsFor: () => Promise.resolve(new Map()),
  reviewIdsGranting: () => Promise.resolve([]),
};
