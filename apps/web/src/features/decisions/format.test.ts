import { describe, expect, it } from 'vitest';
import { journalSearch } from './api';
import { bucketRange, formatProbability, formatReturn } from './format';

describe('decision formats', () => {
  it('signs returns and rounds them to one decimal', () => {
    expect(formatReturn(47.25)).toBe('+47.3%');
    expect(formatReturn(-6.66)).toBe('−6.7%');
    expect(formatReturn(0.01)).toBe('0%');
    expect(formatReturn(null)).toBe('–');
  });
  it('writes probabilities with at most two decimals', () => {
    expect(formatProbability(12.345)).toBe('12.35%');
    expect(formatProbability(null)).toBe('–');
  });
  it('describes bucket ranges, open at both ends', () => {
    expect(bucketRange({ key: 'excellent', lower: 100, upper: 200 })).toBe('above 100%');
    expect(bucketRange({ key: 'average', lower: -15, upper: 15 })).toBe('above −15% up to 15%');
    expect(bucketRange({ key: 'v_poor', lower: -100, upper: -40 })).toBe('−40% or lower');
  });
  it('encodes the journal filters as one search parameter', () => {
    expect(journalSearch({})).toBeUndefined();
    expect(journalSearch({ investmentId: 'i1', action: 'buy', tradeTypeId: null })).toBe('investment.id:i1;action:buy');
  });
});
