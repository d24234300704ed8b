import { beforeAll, expect, it } from 'vitest';
import { dashboardReviewScore, type DashboardReviewRow, type ReviewListItem } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, defaultProcessIdOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

/** "My Recent Reviews": GET /investment-reviews?include=defaultProcess answers the dashboard review row (spec §3). */
describeEachDb('dashboard: my recent reviews', (ctx) => {
  let ann: Session;
  let scored: string;
  let other: string;
  let sideId: string;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const core = await buildProcess(ctx, ann, 'Core', [{ name: 'Moat', type: 'Qualitative5pt' }, { name: 'Management', type: 'Qualitative7pt' }, { name: 'Price', type: 'Valuation' }]);
    const side = await buildProcess(ctx, ann, 'Side', [{ name: 'Dividend', type: 'Qualitative3pt' }]);
    expect(await defaultProcessIdOf(ctx, ann.user.id)).toBe(core.id);
    sideId = side.id;

    const review = await reviewWith(ctx, ann, await listedInvestment(ctx, 20), [core.id, side.id]);
    scored = review.id;
    expect((await patchItem(ctx, ann, itemNamed(review, 'Moat'), { score: 'v_good' })).statusCode).toBe(200); // +2
    expect((await patchItem(ctx, ann, itemNamed(review, 'Management'), { score: 'poor' })).statusCode).toBe(200); // −1
    expect((await patchItem(ctx, ann, itemNamed(review, 'Price'), { value: 30 })).statusCode).toBe(200); // +50 % upside
    expect((await patchItem(ctx, ann, itemNamed(review, 'Dividend'), { score: 'good' })).statusCode).toBe(200); // not the default process
    other = (await reviewWith(ctx, ann, await listedInvestment(ctx, 5), [side.id])).id;
  });

  it('adds the default process with factor types and the scores that count', async () => {
    const rows = dataOf<DashboardReviewRow[]>(await call(ctx, ann, 'GET', '/investment-reviews?orderBy=updated_at&sortedBy=desc&limit=5&include=defaultProcess'));
    expect(rows.map((row) => row.id)).toEqual([other, scored]);
    const row = rows[1]!;
    expect(row).toMatchObject({ id: scored, user: { username: ann.user.username }, investment: { last_price: 20 } });
    expect(row.investment.ticker).toMatch(/^RV/);
    expect(row.investment.name).toMatch(/^Reviewed Company/);
    expect(row.defaultProcess).toMatchObject({ name: 'Core' });
    const factors = Object.fromEntries(row.defaultProcess!.factors.map((factor) => [factor.name, [factor.type, factor.score]]));
    expect(factors.Moat).toEqual(['Qualitative5pt', 'v_good']);
    expect(factors.Management).toEqual(['Qualitative7pt', 'poor']);
    expect(factors.Price![0]).toBe('Valuation');
    expect(factors.Price![1]).not.toBeNull(); // graded from the 50 % upside against the last price
    expect(row.defaultProcess!.factors.some((factor) => factor.name === 'Dividend')).toBe(false);
    const review = dataOf<{ processes: { name: string; score: number }[] }>(await call(ctx, ann, 'GET', `/investment-reviews/${scored}`));
    // The dashboard score is the default process's summary score on the review page.
    expect(dashboardReviewScore(row.defaultProcess)).toBe(review.processes.find((process) => process.name === 'Core')!.score);
    expect(rows[0]!.defaultProcess).toBeNull();
    expect(dashboardReviewScore(rows[0]!.defaultProcess)).toBeNull();
  });

  it('leaves rows as they were without the include, and limits and orders as asked', async () => {
    const plain = dataOf<ReviewListItem[]>(await call(ctx, ann, 'GET', '/investment-reviews?orderBy=updated_at&sortedBy=asc&limit=1'));
    expect(plain).toHaveLength(1);
    expect(plain[0]!.id).toBe(scored);
    expect('defaultProcess' in plain[0]!).toBe(false);
  });

  it('follows a change of the default process and shows nobody else the rows', async () => {
    expect((await call(ctx, ann, 'PATCH', `/processes/${sideId}`, { is_default: true })).statusCode).toBe(200);
    const rows = dataOf<DashboardReviewRow[]>(await call(ctx, ann, 'GET', '/investment-reviews?include=defaultProcess'));
    expect(rows.map((row) => [row.defaultProcess?.name, dashboardReviewScore(row.defaultProcess)])).toEqual([
      ['Side', 0],
      ['Side', 1],
    ]);
    const fresh = await signedInUser(ctx);
    expect(dataOf<unknown[]>(await call(ctx, fresh, 'GET', '/investment-reviews?include=defaultProcess'))).toEqual([]);
    expect((await call(ctx, null, 'GET', '/investment-reviews?include=defaultProcess')).statusCode).toBe(401);
  });
});
