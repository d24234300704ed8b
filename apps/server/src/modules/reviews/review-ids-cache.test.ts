import { describe, expect, it } from 'vitest';
import { ReviewIdsCache } from './review-ids-cache';

/** A workspace's reviews as the database holds them, and every read the cache makes of them. */
function store(initial: Record<string, Record<string, string>>) {
  const reviews = new Map(Object.entries(initial).map(([owner, ids]) => [owner, new Map(Object.entries(ids))]));
  const reads: string[] = [];
  const load = async (ownerId: string, limit: number) => {
    reads.push(ownerId);
    await Promise.resolve();
    return new Map([...(reviews.get(ownerId) ?? new Map<string, string>())].slice(0, limit));
  };
  return { reviews, reads, load };
}

describe('review ids kept per workspace and reviews version', () => {
  it('reads a workspace once per version, and again when the version has moved', async () => {
    const db = store({ ann: { inv1: 'rev1' } });
    const cache = new ReviewIdsCache(db.load);
    expect(await cache.idsOf('ann', 0)).toEqual(new Map([['inv1', 'rev1']]));
    expect(await cache.idsOf('ann', 0)).toEqual(new Map([['inv1', 'rev1']]));
    expect(db.reads).toEqual(['ann']);

    db.reviews.get('ann')!.set('inv2', 'rev2');
    expect(await cache.idsOf('ann', 1)).toEqual(new Map([['inv1', 'rev1'], ['inv2', 'rev2']]));
    expect(db.reads).toEqual(['ann', 'ann']);
    expect(cache.size).toBe(2);
  });

  it('shares one read among the requests that wait for it, and never keeps an older version over a newer one', async () => {
    const db = store({ ann: { inv1: 'rev1' } });
    const cache = new ReviewIdsCache(db.load);
    const [first, second] = await Promise.all([cache.idsOf('ann', 3), cache.idsOf('ann', 3)]);
    expect(first).toBe(second);
    expect(db.reads).toEqual(['ann']);

    // A request that read version 2 before the review of version 3 was created answers with what it reads, but is not kept.
    await cache.idsOf('ann', 2);
    expect(db.reads).toEqual(['ann', 'ann']);
    await cache.idsOf('ann', 3);
    expect(db.reads).toEqual(['ann', 'ann']);
  });

  it('keeps no workspace with more reviews than its limit: null, so the caller reads what it needs', async () => {
    const db = store({ big: { a: '1', b: '2', c: '3' }, small: { a: '4' } });
    const cache = new ReviewIdsCache(db.load, { total: 10, perWorkspace: 2 });
    expect(await cache.idsOf('big', 0)).toBeNull();
    expect(await cache.idsOf('big', 0)).toBeNull();
    expect(db.reads).toEqual(['big']);
    expect(await cache.idsOf('small', 0)).toEqual(new Map([['a', '4']]));
    expect(cache.size).toBe(1);
  });

  it('forgets the workspaces used least recently when the total would pass its limit', async () => {
    const db = store({ ann: { a: '1', b: '2' }, bob: { c: '3', d: '4' }, cat: { e: '5', f: '6' } });
    const cache = new ReviewIdsCache(db.load, { total: 4, perWorkspace: 2 });
    await cache.idsOf('ann', 0);
    await cache.idsOf('bob', 0);
    await cache.idsOf('ann', 0);
    await cache.idsOf('cat', 0);
    expect(cache.size).toBe(4);
    expect(db.reads).toEqual(['ann', 'bob', 'cat']);
    await cache.idsOf('ann', 0);
    expect(db.reads).toEqual(['ann', 'bob', 'cat']);
    await cache.idsOf('bob', 0);
    expect(db.reads).toEqual(['ann', 'bob', 'cat', 'bob']);
  });
});
