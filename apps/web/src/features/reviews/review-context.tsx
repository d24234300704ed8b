import type { Review } from '@thesis/domain';
import { createContext, useContext, type ReactNode } from 'react';

export interface ReviewScope {
  reviewId: string;
  /** True when the viewer may not edit (review.abilities.update is false): downloads only. */
  readOnly: boolean;
  /** The investment's last price, for valuation upsides; null when unknown. */
  lastPrice: number | null;
  currency: string;
  /** A listed company (its prices are imported by the operator), not a user's unlisted one. */
  listed: boolean;
}

const ReviewContext = createContext<ReviewScope | null>(null);

export function ReviewScopeProvider({ review, children }: { review: Review; children: ReactNode }) {
  const scope: ReviewScope = {
    reviewId: review.id,
    readOnly: !review.abilities.update,
    lastPrice: review.investment.meta.last_price,
    currency: review.investment.meta.currency || review.investment.currency,
    listed: review.investment.type !== 'custom',
  };
  return <ReviewContext.Provider value={scope}>{children}</ReviewContext.Provider>;
}

export function useReviewScope(): ReviewScope {
  const scope = useContext(ReviewContext);
  if (!scope) throw new Error('useReviewScope outside a review');
  return scope;
}
