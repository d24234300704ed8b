import type { Investment, Review } from '@thesis/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the review's writes go: the review, or — on an investment the viewer has not reviewed yet —
 * the investment, whose first note, model, share or summary creates the review (spec §4).
 */
export type ReviewTarget = { reviewId: string; investmentId: string } | { reviewId: null; investmentId: string };

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

interface ScopeValue {
  target: ReviewTarget;
  readOnly: boolean;
  lastPrice: number | null;
  currency: string;
  listed: boolean;
}

const ReviewContext = createContext<ScopeValue | null>(null);

export function ReviewScopeProvider({ review, children }: { review: Review; children: ReactNode }) {
  const scope: ScopeValue = {
    target: { reviewId: review.id, investmentId: review.investment_id },
    readOnly: !review.abilities.update,
    lastPrice: review.investment.meta.last_price,
    currency: review.investment.meta.currency || review.investment.currency,
    listed: review.investment.type !== 'custom',
  };
  return <ReviewContext.Provider value={scope}>{children}</ReviewContext.Provider>;
}

/** The review panels of an investment the viewer may review but has not yet: the first write creates the review. */
export function UnstartedReviewProvider({ investment, children }: { investment: Investment; children: ReactNode }) {
  const scope: ScopeValue = {
    target: { reviewId: null, investmentId: investment.id },
    readOnly: false,
    lastPrice: investment.meta.last_price,
    currency: investment.meta.currency || investment.currency,
    listed: investment.type !== 'custom',
  };
  return <ReviewContext.Provider value={scope}>{children}</ReviewContext.Provider>;
}

function useScopeValue(): ScopeValue {
  const scope = useContext(ReviewContext);
  if (!scope) throw new Error('useReviewScope outside a review');
  return scope;
}

/** The scope of a review that exists (its processes and items live only there). */
export function useReviewScope(): ReviewScope {
  const { target, ...rest } = useScopeValue();
  if (target.reviewId === null) throw new Error('useReviewScope before the review exists');
  return { reviewId: target.reviewId, ...rest };
}

/** Where the summary, notes, models and shares go, and whether the viewer may write them. */
export function useReviewTarget(): { target: ReviewTarget; readOnly: boolean } {
  const { target, readOnly } = useScopeValue();
  return { target, readOnly };
}
