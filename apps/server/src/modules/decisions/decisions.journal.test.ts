import { beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, type Calibration, type Decision, type Review, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { createTradeType, makeDecision, reviewFor } from './decisions.test-helpers';

describeEachDb('decisions: archived list, journal and calibration', (ctx) => {
  let session: Session;
  let first: Review;
  let second: Review;
  let yearly: TradeType;
  let swing: TradeType;
  const made: Record<string, Decision> = {};
  const ids = (rows: Decision[]) => rows.map((row) => row.id);
  const list = async (query: string) => dataOf<Decision[]>(await call(ctx, session, 'GET', `/decisions/archived${query}`));

  beforeAll(async () => {
    session = await signedInUser(ctx);
    first = await reviewFor(ctx, session, 10);
    second = await reviewFor(ctx, session, 50);
    yearly = await createTradeType(ctx, session, { name: 'Yearly', timeframe: 'year' });
    swing = await createTradeType(ctx, session, { name: 'Swing', timeframe: 'month' });
    // Made in this order (created_at ascending), with decision dates in another order.
    made.old = await makeDecision(ctx, session, first.id, { tradeTypeId: yearly.id, action: 'buy', date: '2020-01-01T00:00:00Z' });
    made.recent = await makeDecision(ctx, session, second.id, { tradeTypeId: swing.id, action: 'sell', date: '2025-06-01T00:00:00Z' });
    made.today = await makeDecision(ctx, session, first.id, { tradeTypeId: yearly.id, action: 'hold' });
  });

  it('lists archived decisions newest first, by created_at or date, either direction', async () => {
    expect(ids(await list(''))).toEqual([made.today!.id, made.recent!.id, made.old!.id]);
    expect(ids(await list('?sortedBy=asc'))).toEqual([made.old!.id, made.recent!.id, made.today!.id]);
    expect(ids(await list('?orderBy=date&sortedBy=asc'))).toEqual([made.old!.id, made.recent!.id, made.today!.id]);
    const page = await call(ctx, session, 'GET', '/decisions/archived?limit=2&page=2');
    expect(page.json()).toMatchObject({ meta: { pagination: { total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 } } });
  });

  it("narrows by search 'investment.id:{id}', investment_review_id, action, trade type and date", async () => {
    expect(ids(await list(`?search=investment.id:${first.investment_id}`))).toEqual([made.today!.id, made.old!.id]);
    expect(ids(await list(`?investment_review_id=${second.id}`))).toEqual([made.recent!.id]);
    expect(ids(await list('?search=action:sell'))).toEqual([made.recent!.id]);
    expect(ids(await list(`?search=trade_type.id:${yearly.id};action:buy`))).toEqual([made.old!.id]);
    expect(ids(await list('?date_from=2020-01-01&date_to=2025-06-01'))).toEqual([made.recent!.id, made.old!.id]);
    expect(ids(await list('?date_to=2019-12-31'))).toEqual([]);
    for (const bad of ['?orderBy=price', '?sortedBy=sideways', '?search=ticker:ABC', '?date_from=2020/01/01']) {
      expect((await call(ctx, session, 'GET', `/decisions/archived${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('carries the realised return once the timeframe has elapsed, and the matrix on request', async () => {
    await ctx.db.db.updateTable('investments').set({ last_price: 11.6 }).where('id', '=', first.investment_id).execute();
    const [today, , old] = await list('?include=matrix');
    expect(old!.realised).toMatchObject({ latest_price: 11.6, outcome: 'good', elapsed: true, timeframe_end: '2021-01-01T00:00:00.000Z' });
    expect(old!.realised!.return).toBeCloseTo(16, 10);
    expect(today!.realised).toMatchObject({ elapsed: false });
    expect(old!.matrix?.total).toBe(100);
    expect((await list(''))[0]!.matrix).toBeUndefined();
  });

  it('scores calibration with the Brier score over elapsed decisions, or all on demand', async () => {
    const elapsed = dataOf<Calibration>(await call(ctx, session, 'GET', '/decisions/calibration'));
    // Elapsed: the 2020 yearly decision (price 10 → 11.6, +16%: good, given 30%) and the June 2025
    // one-month swing (50 → 50, 0%: average, given 30%); today's is still running.
    // 2020: 0.2² + (0.3 − 1)² + 0.3² + 0.15² + 0.05² = 0.645; 2025: 0.2² + 0.3² + (0.3 − 1)² + 0.15² + 0.05² = 0.645.
    expect(elapsed.overall.count).toBe(2);
    expect(elapsed.overall.score).toBeCloseTo(0.645, 10);
    expect(elapsed).toMatchObject({ scope: 'elapsed', decisions: 3, realised: 2, explanation: DECISION_MESSAGES.brierExplanation });
    const yearlyScore = elapsed.by_trade_type.find((group) => group.trade_type_id === yearly.id);
    expect(yearlyScore).toMatchObject({ name: 'Yearly', count: 1 });
    expect(yearlyScore!.score).toBeCloseTo(0.645, 10);
    expect(elapsed.by_trade_type.find((group) => group.trade_type_id === swing.id)!.score).toBeCloseTo(0.645, 10);
    // The 30% forecasts (good and average of both): two of four happened.
    expect(elapsed.reliability.find((bin) => bin.label === '30–40%')).toMatchObject({ count: 4, observed_frequency: 0.5 });
    const all = dataOf<Calibration>(await call(ctx, session, 'GET', '/decisions/calibration?scope=all'));
    expect(all.overall.count).toBe(3);
    expect(all.by_trade_type.map((group) => group.name).sort()).toEqual(['Swing', 'Yearly']);
  });

  it('has nothing to score for a new user', async () => {
    const fresh = await signedInUser(ctx);
    const calibration = dataOf<Calibration>(await call(ctx, fresh, 'GET', '/decisions/calibration'));
    expect(calibration).toMatchObject({ overall: { score: null, count: 0 }, by_trade_type: [], decisions: 0, realised: 0 });
  });
});
