import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES } from './messages';
import { decodeSortingScope, encodeSortingScope, parseSortKey } from './sort-scope';

describe('sortingScope and sortingScopeBy', () => {
  it('round-trips company, process and factor columns', () => {
    const sorts = [
      { key: { type: 'company', field: 'market_cap' }, direction: 'desc' },
      { key: { type: 'company', field: 'ticker' }, direction: 'asc' },
      { key: { type: 'process', processId: 'p-1', measure: 'score' }, direction: 'desc' },
      { key: { type: 'process', processId: 'p-1', measure: 'relevance' }, direction: 'asc' },
      { key: { type: 'process', processId: 'p-1', measure: 'valuation' }, direction: 'desc' },
      { key: { type: 'factor', factorId: 'f_9' }, direction: 'asc' },
    ] as const;
    for (const sort of sorts) {
      const encoded = encodeSortingScope(sort);
      expect(decodeSortingScope(encoded.sortingScope, encoded.sortingScopeBy)).toEqual({ ok: true, value: sort });
    }
    expect(encodeSortingScope(sorts[2])).toEqual({ sortingScope: 'p.p-1.score', sortingScopeBy: 'desc' });
  });
  it('defaults the direction to asc and has no sort without a column', () => {
    expect(decodeSortingScope('price', undefined)).toEqual({ ok: true, value: { key: { type: 'company', field: 'price' }, direction: 'asc' } });
    expect(decodeSortingScope(undefined, 'desc')).toEqual({ ok: true, value: null });
    expect(decodeSortingScope('', '')).toEqual({ ok: true, value: null });
  });
  it('refuses unknown columns and directions', () => {
    expect(decodeSortingScope('colour', 'up')).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^Cannot sort by "colour": use ticker, name, sector/), SCREEN_MESSAGES.sortDirection],
    });
    expect(parseSortKey('p.x.grade')).toMatch(/^Cannot sort by "p.x.grade"/);
    expect(parseSortKey('f.')).toMatch(/^Cannot sort by "f."/);
    expect(() => encodeSortingScope({ key: { type: 'factor', factorId: 'bad id' }, direction: 'asc' })).toThrow(RangeError);
  });
});
