import { describe, expect, it } from 'vitest';
import { summaryRelevance } from '../summary-relevance';
import { summaryScore } from '../summary-score';

describe('scenario: every factor at the bottom of its scale', () => {
  const factors = [
    { type: 'Qualitative7pt', score: 'v_poor', relevance: 'high' }, // -3 × 3
    { type: 'Qualitative5pt', score: 'v_poor', relevance: 'moderate' }, // -2 × 2
    { type: 'Qualitative3pt', score: 'poor', relevance: 'low' }, // -1 × 1
  ] as const;
  it('scores -6', () => {
    expect(summaryScore(factors)).toBe(-6);
  });
  it('has relevance -14 ÷ 6 × 3 = -7', () => {
    expect(summaryRelevance(factors)).toBe(-7);
  });
});

describe('scenario: two weak factors', () => {
  const factors = [
    { type: 'Qualitative7pt', score: 'poor', relevance: 'high' }, // -2 × 3
    { type: 'Flags', score: 'poor', relevance: 'moderate' }, // -1 × 2
  ] as const;
  it('scores -3 with relevance -8 ÷ 5 × 2 = -3.2', () => {
    expect(summaryScore(factors)).toBe(-3);
    expect(summaryRelevance(factors)).toBe(-3.2);
  });
});
