import { describe, expect, it } from 'vitest';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import type { InvestmentProcessRecord } from '../investment-processes/investment-processes.repository';
import { ReviewPartsCache, type KeptReviewParts } from './review-parts-cache';

/** Parts of `processes` process records and `items` item records (only their number matters here). */
const parts = (processes: number, items: number, tag = ''): KeptReviewParts => ({
  processes: Array.from({ length: processes }, (_, index) => ({ id: `${tag}p${index}` }) as InvestmentProcessRecord),
  items: Array.from({ length: items }, (_, index) => ({ id: `${tag}i${index}` }) as InvestmentItemRecord),
});

describe('ReviewPartsCache', () => {
  it('answers the parts kept for exactly the version asked', () => {
    const cache = new ReviewPartsCache();
    const kept = parts(1, 3);
    cache.set('r1', 4, kept);
    expect(cache.get('r1', 4)).toBe(kept);
    expect(cache.get('r1', 5)).toBeUndefined();
    expect(cache.get('r1', 3)).toBeUndefined();
    expect(cache.get('r2', 4)).toBeUndefined();
  });

  it('never keeps parts of an older version over a newer one, and replaces an older one', () => {
    const cache = new ReviewPartsCache();
    const newer = parts(1, 2, 'new');
    cache.set('r1', 7, newer);
    cache.set('r1', 6, parts(1, 1, 'old'));
    expect(cache.get('r1', 7)).toBe(newer);
    const newest = parts(2, 5, 'newest');
    cache.set('r1', 8, newest);
    expect(cache.get('r1', 7)).toBeUndefined();
    expect(cache.get('r1', 8)).toBe(newest);
    expect(cache.size).toBe(7);
  });

  it('forgets the least recently read reviews past its limit, and never keeps a review larger than it', () => {
    const cache = new ReviewPartsCache(10);
    cache.set('a', 1, parts(1, 3));
    cache.set('b', 1, parts(1, 3));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', 1, parts(1, 3));
    // 12 records: b, read least recently, goes first; then the limit holds.
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.size).toBe(8);
    cache.set('d', 1, parts(0, 0));
    expect(cache.size).toBe(9);
    cache.set('e', 1, parts(1, 1));
    // 11: a is now the least recently read.
    expect(cache.get('a', 1)).toBeUndefined();
    expect([cache.get('c', 1), cache.get('d', 1), cache.get('e', 1)].every(Boolean)).toBe(true);
    expect(cache.size).toBe(7);
    cache.set('huge', 1, parts(1, 10));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(7);
  });
});
