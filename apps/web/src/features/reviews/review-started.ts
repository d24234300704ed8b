import type { Review } from '@thesis/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { investmentReview } from '../../lib/paths';
import { investmentKeys } from '../investments/api';
import { processKeys } from '../processes/keys';
import { reviewKeys } from './api';

/** Puts a fresh review answer in the cache and refreshes what shows the review's existence or counts. */
export function settleReview(client: QueryClient, review: Review): void {
  client.setQueryData(reviewKeys.detail(review.id), review);
  void client.invalidateQueries({ queryKey: investmentKeys.detail(review.investment_id) });
  void client.invalidateQueries({ queryKey: ['investments', 'search'] });
  void client.invalidateQueries({ queryKey: processKeys.list() });
}

/**
 * After a first-need write created the review (spec §4): the answer goes into the cache and the
 * page becomes the review's, in place of the investment page, without a reload. `state` travels
 * with the navigation (a share's link to show once the review page is there).
 */
export function useReviewStarted() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return (review: Review, state?: unknown) => {
    settleReview(client, review);
    void navigate(investmentReview(review.id), { replace: true, state });
  };
}
