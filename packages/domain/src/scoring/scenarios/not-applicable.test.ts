import { describe, expect, it } from 'vitest';
import { summaryRelevance } from '../summary-relevance';
import { summaryScore } from '../summary-score';

describe('scenario: every factor scored n_a', () => {
  const factors = [
    { type: 'Qualitative7pt', score: 'n_a', relevance: 'high' },
    { type: 'Flags', score: 'n_a', relevance: 'low' },
  ] as const;
  it('scores 0 with relevance 0', () => {
    expect(summaryScore(factors)).toBe(0);
    expect(summaryRelevance(factors)).toBe(0);
  });
});

describe('scenario: scored factors whose relevance is n_a', () => {
  const factors = [
    { type: 'Qualitative7pt', score: 'excellent', relevance: 'n_a' },
    { type: 'Qualitative5pt', score: 'v_good', relevance: 'n_a' },
  ] as const;
  it('still score (3 + 2) but have no relevance', () => {
    expect(summaryScore(factors)).toBe(5);
    expect(summaryRelevance(factors)).toBe(0);
  });
});

describe('scenario: one n_a factor among scored ones', () => {
  it('leaves the n_a factor out of the relevance count', () => {
    const factors = [
      { type: 'Qualitative3pt', score: 'good', relevance: 'high' },
      { type: 'Qualitative3pt', score: 'n_a', relevance: 'high' },
    ] as const;
    // 1 × 3 ÷ 3 × 1 = 1 (not × 2)
    expect(summaryRelevance(factors)).toBe(1);
    expect(summaryScore(factors)).toBe(1);
  });
});
