import { describe, expect, it } from 'vitest';
import { ScreenPageCache, type KeptPage } from './screen-page-cache';

const page = (...rows: string[]): KeptPage<string> => ({ rows, total: rows.length });

describe('ScreenPageCache', () => {
  it('answers a page only for the version it was read at', () => {
    const cache = new ScreenPageCache<string>();
    cache.set('s1', 3, 'p1', page('a', 'b'));
    expect(cache.get('s1', 3, 'p1')).toEqual(page('a', 'b'));
    expect(cache.get('s1', 4, 'p1')).toBeUndefined();
    expect(cache.get('s1', 2, 'p1')).toBeUndefined();
    expect(cache.get('s1', 3, 'p2')).toBeUndefined();
    expect(cache.get('s2', 3, 'p1')).toBeUndefined();
  });

  it("forgets a screen's pages when a newer version is kept, and never keeps an older one over it", () => {
    const cache = new ScreenPageCache<string>();
    cache.set('s1', 1, 'p1', page('a'));
    cache.set('s1', 1, 'p2', page('b', 'c'));
    cache.set('s1', 2, 'p1', page('d'));
    expect(cache.get('s1', 1, 'p2')).toBeUndefined();
    expect(cache.get('s1', 2, 'p1')).toEqual(page('d'));
    expect(cache.size).toBe(1);
    // A slow read made for version 1 comes back after version 2 was kept.
    cache.set('s1', 1, 'p2', page('old'));
    expect(cache.get('s1', 1, 'p2')).toBeUndefined();
    expect(cache.get('s1', 2, 'p2')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('replaces a page read again for the same version without counting it twice', () => {
    const cache = new ScreenPageCache<string>();
    cache.set('s1', 1, 'p1', page('a', 'b'));
    cache.set('s1', 1, 'p1', page('a', 'b'));
    expect(cache.size).toBe(2);
  });

  it('keeps at most its rows, forgetting the least recently used screens first', () => {
    const cache = new ScreenPageCache<string>(5);
    cache.set('s1', 1, 'p1', page('a', 'b'));
    cache.set('s2', 1, 'p1', page('c', 'd'));
    expect(cache.get('s1', 1, 'p1')).toBeTruthy(); // s1 is now the most recently used
    cache.set('s3', 1, 'p1', page('e', 'f'));
    expect(cache.get('s2', 1, 'p1')).toBeUndefined();
    expect(cache.get('s1', 1, 'p1')).toEqual(page('a', 'b'));
    expect(cache.get('s3', 1, 'p1')).toEqual(page('e', 'f'));
    expect(cache.size).toBe(4);
  });

  it("drops a screen's own oldest pages when it alone fills the cache, and never keeps a page larger than the cache", () => {
    const cache = new ScreenPageCache<string>(4);
    cache.set('s1', 1, 'p1', page('a', 'b'));
    cache.set('s1', 1, 'p2', page('c', 'd'));
    cache.set('s1', 1, 'p3', page('e'));
    expect(cache.get('s1', 1, 'p1')).toBeUndefined();
    expect(cache.get('s1', 1, 'p2')).toEqual(page('c', 'd'));
    expect(cache.get('s1', 1, 'p3')).toEqual(page('e'));
    expect(cache.size).toBe(3);
    cache.set('s2', 1, 'big', page('1', '2', '3', '4', '5'));
    expect(cache.get('s2', 1, 'big')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('counts a page without rows (past the end, or a count) as one, so their number is bounded too', () => {
    const cache = new ScreenPageCache<string>(3);
    for (let index = 0; index < 10; index += 1) cache.set('s1', 1, `count-${index}`, { rows: [], total: index });
    expect(cache.size).toBe(3);
    expect(cache.get('s1', 1, 'count-9')).toEqual({ rows: [], total: 9 });
    expect(cache.get('s1', 1, 'count-0')).toBeUndefined();
  });
});
