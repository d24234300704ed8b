import { describe, expect, it } from 'vitest';
import type { InvestmentSummaryRow } from './investments.repository';
import { ListedSummaryCache, SUMMARY_CACHE_MAX } from './listed-summary-cache';

const row = (id: string, last_price: number | null = null) => ({ id, name: `Company ${id}`, last_price }) as unknown as InvestmentSummaryRow;
const ids = (found: Map<string, InvestmentSummaryRow>) => [...found.keys()];

describe('the listed companies’ rows kept for search results', () => {
  it('answers the rows kept for the version asked, and names the ones to read', () => {
    const cache = new ListedSummaryCache();
    expect(cache.take(3, ['a', 'b'])).toEqual({ found: new Map(), missing: ['a', 'b'] });
    cache.keep(3, [row('a'), row('b')]);
    const { found, missing } = cache.take(3, ['a', 'b', 'c']);
    expect(ids(found)).toEqual(['a', 'b']);
    expect(missing).toEqual(['c']);
  });

  it('forgets every row when the version moves on, and never answers or keeps rows of an older one', () => {
    const cache = new ListedSummaryCache();
    cache.take(3, ['a']);
    cache.keep(3, [row('a', 1)]);
    // A newer version (an import): nothing is answered from before it.
    expect(cache.take(4, ['a'])).toEqual({ found: new Map(), missing: ['a'] });
    expect(cache.size).toBe(0);
    // A search that read the older version before the import: it reads its rows, and they are not kept.
    expect(cache.take(3, ['a'])).toEqual({ found: new Map(), missing: ['a'] });
    cache.keep(3, [row('a', 1)]);
    expect(cache.size).toBe(0);
    cache.keep(4, [row('a', 2)]);
    expect(cache.take(4, ['a']).found.get('a')).toMatchObject({ last_price: 2 });
  });

  it(`keeps at most ${SUMMARY_CACHE_MAX} rows, starting again past it`, () => {
    const cache = new ListedSummaryCache();
    cache.take(1, []);
    cache.keep(1, Array.from({ length: SUMMARY_CACHE_MAX }, (_, index) => row(`r${index}`)));
    expect(cache.size).toBe(SUMMARY_CACHE_MAX);
    cache.keep(1, [row('one-more')]);
    expect(cache.size).toBe(1);
    expect(ids(cache.take(1, ['one-more', 'r0']).found)).toEqual(['one-more']);
  });
});
