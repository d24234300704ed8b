import { canMakeDecisions, DECISION_MESSAGES, isRole, MESSAGES, REVIEW_MESSAGES, type ReviewAccess } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import type { ReviewSharing } from '../reviews/review-sharing';
import { assertCanEdit, type ReviewPolicy } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { UserRow } from '../users/users.repository';

/**
 * Who may see and change decisions (spec §6 Reviews and decisions), on top of the review policy:
 *
 * - seeing: the review must be visible (404 otherwise) and the viewer its owner or holding the
 *   share's decisions permission (403 otherwise);
 * - changing the draft, making it, annotating a made decision: additionally a role that may
 *   decide (free: 403 inviting an upgrade) and the right to change the review (teamViewer and
 *   shares without the change permission: 403 with the review's read-only message);
 * - decision types are each user's own; the free role may not define them.
 */
export class DecisionPolicy {
  constructor(
    private readonly reviews: ReviewPolicy,
    private readonly sharing: () => ReviewSharing,
  ) {}

  async readable(viewer: UserRow, review: ReviewRecord | undefined, missing: string = REVIEW_MESSAGES.notFound): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.reviews.readable(viewer, review, missing);
    if (!found.access.permissions.decisions) throw new AppError(403, DECISION_MESSAGES.noDecisionsPermission);
    return found;
  }

  async decidable(viewer: UserRow, review: ReviewRecord | undefined, missing?: string): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.readable(viewer, review, missing);
    assertMayDecide(viewer);
    assertCanEdit(found.access);
    if (!found.access.abilities.decide) throw new AppError(403, MESSAGES.noEditPermission);
    return found;
  }

  /**
   * Reviews of other users whose decisions the viewer may see: shared with them by a share in
   * force granting the decisions permission (the sharing module decides what is in force).
   */
  sharedWithDecisions(viewer: UserRow, investmentId?: string): Promise<string[]> {
    return this.sharing().reviewIdsGranting(viewer, 'decisions', investmentId);
  }

  /** The viewer's access to one review (abilities for the presenter). */
  accessOf(viewer: UserRow, review: ReviewRecord): Promise<ReviewAccess> {
    return this.reviews.accessOf(viewer, review);
  }
}

export function mayDecide(viewer: UserRow): boolean {
  return canMakeDecisions(isRole(viewer.role) ? viewer.role : 'free');
}

/** 403 for the free role: making decisions is part of the paid plans. */
export function assertMayDecide(viewer: UserRow): void {
  if (!mayDecide(viewer)) throw new AppError(403, DECISION_MESSAGES.freeCannotDecide);
}

export function decisionNotFound(): AppError {
  return notFound(DECISION_MESSAGES.decisionNotFound);
}
