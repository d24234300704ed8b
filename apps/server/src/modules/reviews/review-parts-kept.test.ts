import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Review } from '@thesis/domain';
import { createTestApp, describeEachDb, type TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call } from '../items/library.test-helpers';
import { buildProcess, getReview, itemNamed, listedInvestment, patchItem, reviewWith } from './reviews.test-helpers';

// Each server instance keeps a review's processes and items for its parts version, which the
// database counts up with every change of them (ReviewPartsCache, migration 0024). A second app on
// the same database stands for another instance: whoever changes a review's parts, and however, the
// next read of the review page on every instance shows the change.
describeEachDb("a review's processes and items, kept by each instance", (ctx) => {
  let other: TestContext & { close(): Promise<void> };
  let ann: Session;

  beforeAll(async () => {
    other = await createTestApp(ctx.dialect, { sameDatabaseAs: ctx });
    ann = await signedInUser(ctx);
  });
  afterAll(async () => {
    await other.close();
  });

  /** A review of a fresh company with one process of two factors, read once on both instances (so both keep it). */
  const keptReview = async (): Promise<Review> => {
    const process = await buildProcess(ctx, ann, `Quality ${Math.random()}`, [{ name: 'Moat' }, { name: 'Management' }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx), [process.id]);
    for (const on of [ctx, other]) expect((await getReview(on, ann, review.id)).processes).toHaveLength(1);
    return review;
  };
  const bothShow = async (reviewId: string, check: (review: Review) => void) => {
    for (const on of [ctx, other]) check(await getReview(on, ann, reviewId));
  };

  it('shows a score, a process change and a removed process made on one instance at the next read on both', async () => {
    const review = await keptReview();
    const scored = await patchItem(ctx, ann, itemNamed(review, 'Moat'), { score: 'good', relevance: 'high', comment: 'Wide moat' });
    expect(scored.statusCode, scored.body).toBe(200);
    await bothShow(review.id, (shown) => {
      expect(itemNamed(shown, 'Moat')).toMatchObject({ score: 'good', relevance: 'high', comment: 'Wide moat' });
      expect(shown.processes[0]!.score).toBeGreaterThan(0);
    });

    const processId = review.processes[0]!.id;
    expect((await call(other, ann, 'PATCH', `/investment-processes/${processId}`, { comment: 'Cheap', valuation: 15 })).statusCode).toBe(200);
    await bothShow(review.id, (shown) => expect(shown.processes[0]).toMatchObject({ comment: 'Cheap', valuation: 15 }));

    expect((await call(ctx, ann, 'PUT', `/investment-reviews/${review.id}/investment-processes`, { investment_process_ids: [processId] })).statusCode).toBe(200);
    await bothShow(review.id, (shown) => expect(shown.processes).toEqual([]));
  });

  it('shows changes no route makes: SQL of its own (the fill job, an operator) and a deleted process or factor of the library', async () => {
    const review = await keptReview();
    const moat = itemNamed(review, 'Moat');
    const management = itemNamed(review, 'Management');
    const db = ctx.db.db;

    await sql`update investment_items set comment = ${'Set by SQL'} where id = ${moat.id}`.execute(db);
    await bothShow(review.id, (shown) => expect(itemNamed(shown, 'Moat').comment).toBe('Set by SQL'));

    await sql`delete from investment_items where id = ${management.id}`.execute(db);
    await bothShow(review.id, (shown) => expect(shown.processes[0]!.factors!.map((factor) => factor.name)).toEqual(['Moat']));

    // Foreign keys set these to null; no writer of the review sees it.
    expect(moat.source_id).not.toBeNull();
    expect((await call(ctx, ann, 'DELETE', `/factors/${moat.source_id}`)).statusCode).toBeLessThan(300);
    await bothShow(review.id, (shown) => expect(itemNamed(shown, 'Moat').source_id).toBeNull());

    expect(review.processes[0]!.process_id).not.toBeNull();
    expect((await call(other, ann, 'DELETE', `/processes/${review.processes[0]!.process_id}`)).statusCode).toBeLessThan(300);
    await bothShow(review.id, (shown) => expect(shown.processes[0]!.process_id).toBeNull());
  });

  it('counts the version up in the changing transaction only, and not on reads', async () => {
    const review = await keptReview();
    const version = async () => Number((await sql<{ v: number | string }>`select parts_version as v from investment_reviews where id = ${review.id}`.execute(ctx.db.db)).rows[0]!.v);
    const before = await version();
    await getReview(other, ann, review.id);
    expect(await version()).toBe(before);
    await ctx.db.db.transaction().execute(async (trx) => {
      await sql`update investment_items set comment = ${'rolled back'} where id = ${itemNamed(review, 'Moat').id}`.execute(trx);
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await version()).toBe(before);
    await bothShow(review.id, (shown) => expect(itemNamed(shown, 'Moat').comment).toBeNull());
  });
});
