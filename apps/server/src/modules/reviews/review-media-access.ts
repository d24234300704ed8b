import type { MediaRow } from '../media/media.repository';
import { inWorkspace, type Viewer } from '../teams/workspace';
import type { ReviewMediaRepository } from './review-media.repository';
import type { ReviewSharing } from './review-sharing';
import type { ReviewRecord } from './reviews.repository';
import { accessWith } from './reviews.policy';

/**
 * Review-aware read access to uploaded files: someone who may see a review may download the files
 * attached to it (its items, processes, and — when the permissions grant them — its models and
 * notes), though the files belong to the review's owner. Used by the media policy.
 */
export class ReviewMediaAccess {
  constructor(
    private readonly holders: ReviewMediaRepository,
    private readonly sharing: ReviewSharing,
  ) {}

  async canRead(viewer: Viewer, media: Pick<MediaRow, 'id'>): Promise<boolean> {
    const holders = await this.holders.holdersOf(media.id);
    if (holders.length === 0) return false;
    const reviews = await this.holders.reviews(holders.map((holder) => holder.review_id));
    const grants = await this.sharing.grantsFor(viewer, reviews.filter((review) => !inWorkspace(viewer, review.user_id)));
    const byId = new Map<string, ReviewRecord>(reviews.map((review) => [review.id, review]));
    return holders.some(({ review_id, part }) => {
      const review = byId.get(review_id);
      if (!review) return false;
      const access = accessWith(viewer, review, grants.get(review.id) ?? null);
      if (!access.read) return false;
      return part === 'model' ? access.permissions.models : part === 'note' ? access.permissions.notes : true;
    });
  }
}
