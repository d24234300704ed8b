import type { Review } from '@thesis/domain';

/**
 * SLOT of the review page's header for the sharing feature: the share button (owners who are not
 * viewers, `review.abilities.share`) and its modals. Renders nothing until that feature fills it in.
 */
export function ShareReviewButton(_props: { review: Review }) {
  return null;
}
