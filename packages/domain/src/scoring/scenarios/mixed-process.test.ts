import { describe, expect, it } from 'vitest';
import { summaryRelevance } from '../summary-relevance';
import { summaryScore } from '../summary-score';
import type { ScoredFactor } from '../scored-factor';

/** A quality review with every family of type, one factor of n_a relevance and one unscored. */
const factors: ScoredFactor[] = [
  { type: 'Qualitative7pt', score: 'excellent', relevance: 'high' }, // 3 × 3
  { type: 'Qualitative5pt', score: 'good', relevance: 'moderate' }, // 1 × 2
  { type: 'Flags', score: 'poor', relevance: 'low' }, // -1 × 1
  { type: 'Valuation', score: 'v_good', relevance: 'high' }, // 2 × 3
  { type: 'TickCross', score: 'good', relevance: 'n_a' }, // counts in the score only
  { type: 'Qualitative3pt', score: null, relevance: 'high' }, // unscored
];

describe('scenario: a mixed process', () => {
  it('scores 3 + 1 - 1 + 2 + 1 + 0 = 6', () => {
    expect(summaryScore(factors)).toBe(6);
  });
  it('has relevance (9 + 2 - 1 + 6) ÷ (3 + 2 + 1 + 3) × 4 = 7.1', () => {
    expect(summaryRelevance(factors)).toBe(7.1);
  });
});
