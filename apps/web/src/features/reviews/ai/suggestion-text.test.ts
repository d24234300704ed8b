import { metricGradeScale } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeReviewItem } from '../testing';
import { proposalText } from './suggestion-text';

const proposal = { score: null, relevance: null, comment: null };

describe('what a suggestion proposes, in words', () => {
  it('names the grade a value earns on an item with thresholds, once accepted', () => {
    const roic = makeReviewItem('ROIC', 'percent', { min: -100, max: 200, thresholds: metricGradeScale('roic_avg_5y') });
    expect(proposalText(roic, { ...proposal, value: 31.5 })).toBe('31.5 % · Excellent by its thresholds');
    const pe = makeReviewItem('P/E', 'number', { min: 0, max: 1000, thresholds: metricGradeScale('pe') });
    expect(proposalText(pe, { ...proposal, value: 41.5 })).toBe('41.5 · Poor by its thresholds');
  });

  it('leaves the grade to the reviewer on an item without thresholds', () => {
    const cap = makeReviewItem('Market cap', 'dollar_million', { min: 0, max: 10_000_000 });
    expect(proposalText(cap, { ...proposal, value: 3_500_000 })).toMatch(/ · grade left to you$/);
  });
});
