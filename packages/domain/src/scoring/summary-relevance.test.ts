import { describe, expect, it } from 'vitest';
import { summaryRelevance } from './summary-relevance';

describe('summary relevance: (Σ points × weight ÷ Σ weights) × scored factors', () => {
  it('weighs each factor by its relevance and multiplies by the number of scored factors', () => {
    // (3×3 + 1×1) ÷ (3 + 1) × 2 = 5
    expect(summaryRelevance([
      { type: 'Qualitative7pt', score: 'excellent', relevance: 'high' },
      { type: 'Qualitative3pt', score: 'good', relevance: 'low' },
    ])).toBe(5);
  });

  it('rounds to one decimal', () => {
    // (2×2 + 0×1) ÷ 3 × 2 = 2.666… → 2.7
    expect(summaryRelevance([
      { type: 'Qualitative5pt', score: 'v_good', relevance: 'moderate' },
      { type: 'Qualitative3pt', score: 'average', relevance: 'low' },
    ])).toBe(2.7);
  });

  it('rounds an exact half away from zero', () => {
    // weights 3,2,1,1,1 = 8; points only on the moderate factor (1 × 2 = 2): 2 ÷ 8 × 5 = 1.25 → 1.3
    const factors = [
      { type: 'Qualitative3pt', score: 'average', relevance: 'high' },
      { type: 'Qualitative3pt', score: 'good', relevance: 'moderate' },
      { type: 'Qualitative3pt', score: 'average', relevance: 'low' },
      { type: 'Qualitative3pt', score: 'average', relevance: 'low' },
      { type: 'Qualitative3pt', score: 'average', relevance: 'low' },
    ] as const;
    expect(summaryRelevance(factors)).toBe(1.3);
    expect(summaryRelevance(factors.map((factor) => ({ ...factor, score: factor.score === 'good' ? 'poor' : factor.score })))).toBe(-1.3);
  });

  it('leaves out factors with relevance n_a or unset, and factors unscored or scored n_a', () => {
    const counted = { type: 'Qualitative7pt', score: 'good', relevance: 'high' } as const;
    expect(summaryRelevance([
      counted,
      { type: 'Qualitative7pt', score: 'excellent', relevance: 'n_a' },
      { type: 'Qualitative7pt', score: 'excellent', relevance: null },
      { type: 'Qualitative7pt', score: null, relevance: 'high' },
      { type: 'Qualitative7pt', score: 'n_a', relevance: 'high' },
    ])).toBe(1);
  });

  it('is 0 when nothing is scored', () => {
    expect(summaryRelevance([])).toBe(0);
    expect(summaryRelevance([{ type: 'Flags', score: null, relevance: 'high' }])).toBe(0);
  });
});
