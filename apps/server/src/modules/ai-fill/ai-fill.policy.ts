import { AI_FILL_SERVER_MESSAGES, canRequestAiFill, isRole, type ReviewAccess } from '@thesis/domain';
import { AppError } from '../../lib/errors';
import type { ReviewPolicy } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { Viewer } from '../teams/workspace';

type Found = Promise<{ review: ReviewRecord; access: ReviewAccess }>;

/**
 * Who may do what with AI fills, on top of the review policy (ReviewPolicy, which the team rules
 * extend): asking for a fill needs the right to change the review and a paid plan (free: 403
 * inviting an upgrade, as decisions); accepting or discarding suggestions needs the right to change
 * the review; the status is for anyone who may see it.
 */
export class AiFillPolicy {
  constructor(private readonly reviews: ReviewPolicy) {}

  async fillable(viewer: Viewer, review: ReviewRecord | undefined, missing: string): Found {
    const found = await this.reviews.editable(viewer, review, { missing });
    if (!canRequestAiFill(isRole(viewer.role) ? viewer.role : 'free')) throw new AppError(403, AI_FILL_SERVER_MESSAGES.freeRole);
    return found;
  }

  editable(viewer: Viewer, review: ReviewRecord | undefined, missing: string): Found {
    return this.reviews.editable(viewer, review, { missing });
  }

  readable(viewer: Viewer, review: ReviewRecord | undefined, missing: string): Found {
    return this.reviews.readable(viewer, review, missing);
  }

  accessOf(viewer: Viewer, review: ReviewRecord): Promise<ReviewAccess> {
    return this.reviews.accessOf(viewer, review);
  }
}
