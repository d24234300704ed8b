import { describe, expect, it } from 'vitest';
import { dashboardReviewScore } from './review-score';

describe('dashboard review score (interpretations.md)', () => {
  it("sums each factor's points for its own type", () => {
    expect(
      dashboardReviewScore({
        factors: [
          { type: 'Qualitative7pt', score: 'excellent' }, // +3
          { type: 'Qualitative5pt', score: 'v_good' }, // +2
          { type: 'Qualitative3pt', score: 'poor' }, // −1
          { type: 'Flags', score: 'good' }, // +1
          { type: 'TickCross', score: 'average' }, // 0
          { type: 'Valuation', score: 'v_poor' }, // −3
        ],
      }),
    ).toBe(2);
  });
  it('counts n_a and unscored factors as 0', () => {
    expect(dashboardReviewScore({ factors: [{ type: 'Qualitative7pt', score: 'n_a' }, { type: 'Qualitative5pt', score: null }, { type: 'Flags', score: undefined }, { type: 'TickCross', score: 'good' }] })).toBe(1);
    expect(dashboardReviewScore({ factors: [] })).toBe(0);
  });
  it('goes negative', () => {
    expect(dashboardReviewScore({ factors: [{ type: 'Qualitative7pt', score: 'v_poor' }, { type: 'Qualitative5pt', score: 'poor' }] })).toBe(-4);
  });
  it('has no score when the review lacks the default process', () => {
    expect(dashboardReviewScore(null)).toBeNull();
    expect(dashboardReviewScore(undefined)).toBeNull();
  });
});
