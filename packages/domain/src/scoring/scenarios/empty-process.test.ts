import { describe, expect, it } from 'vitest';
import { summaryRelevance } from '../summary-relevance';
import { summaryScore } from '../summary-score';

describe('scenario: a process without factors', () => {
  it('scores 0 with relevance 0', () => {
    expect(summaryScore([])).toBe(0);
    expect(summaryRelevance([])).toBe(0);
  });
});

describe('scenario: factors attached but none scored yet', () => {
  const factors = [
    { type: 'Qualitative7pt', score: null, relevance: 'high' },
    { type: 'Valuation', score: undefined, relevance: 'moderate' },
  ] as const;
  it('scores 0 with relevance 0', () => {
    expect(summaryScore(factors)).toBe(0);
    expect(summaryRelevance(factors)).toBe(0);
  });
});
