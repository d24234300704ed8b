import { DECISION_MESSAGES, MESSAGES, REVIEW_MESSAGES, type ReviewAccess } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import type { ReviewSharing } from '../reviews/review-sharing';
import { assertCanEdit, type ReviewPolicy } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import { viewerCan, viewerDenied, type Viewer } from '../teams/workspace';

/**
 * Who may see and change decisions (spec §6 Reviews and decisions), on top of the review policy:
 *
 * - seeing: the review must be visible (404 otherwise) and the viewer its owner or holding the
 *   share's decisions permission (403 otherwise);
 * - changing the draft, annotating a made decision: additionally the decisions.draft capability
 *   (free: 403 inviting an upgrade) and the right to change the review (teamViewer and shares
 *   without the change permission: 403 with the review's read-only message);
 * - making it: also decisions.make (an Analyst drafts, a Portfolio Manager or Administrator makes);
 * - decision types belong to the workspace (a team shares them); the free role may not define them.
 */
export class DecisionPolicy {
  constructor(
    private readonly reviews: ReviewPolicy,
    private readonly sharing: () => ReviewSharing,
  ) {}

  async readable(viewer: Viewer, review: ReviewRecord | undefined, missing: string = REVIEW_MESSAGES.notFound): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.reviews.readable(viewer, review, missing);
    if (!found.access.permissions.decisions) throw new AppError(403, DECISION_MESSAGES.noDecisionsPermission);
    return found;
  }

  /** Change the draft (decisions.draft, and the right to change the review). */
  async decidable(viewer: Viewer, review: ReviewRecord | undefined, missing?: string): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.readable(viewer, review, missing);
    assertMayDecide(viewer);
    assertCanEdit(found.access);
    if (!found.access.abilities.decide) throw new AppError(403, MESSAGES.noEditPermission);
    return found;
  }

  /** Make the decision: as `decidable`, and decisions.make (an Analyst's draft waits for a manager). */
  async makeable(viewer: Viewer, review: ReviewRecord | undefined, missing?: string): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.decidable(viewer, review, missing);
    if (!found.access.abilities.make) throw new AppError(403, viewerDenied(viewer, 'decisions.make'));
    return found;
  }

  /**
   * Reviews of other users whose decisions the viewer may see: shared with them by a share in
   * force granting the decisions permission (the sharing module decides what is in force).
   */
  sharedWithDecisions(viewer: Viewer, investmentId?: string): Promise<string[]> {
    return this.sharing().reviewIdsGranting(viewer, 'decisions', investmentId);
  }

  /** The viewer's access to one review (abilities for the presenter). */
  accessOf(viewer: Viewer, review: ReviewRecord): Promise<ReviewAccess> {
    return this.reviews.accessOf(viewer, review);
  }
}

/** 403 unless the viewer may draft decisions (the free role: an invitation to upgrade). */
export function assertMayDecide(viewer: Viewer): void {
  if (!viewerCan(viewer, 'decisions.draft')) throw new AppError(403, viewerDenied(viewer, 'decisions.draft'));
}

export function decisionNotFound(): AppError {
  return notFound(DECISION_MESSAGES.decisionNotFound);
}
