import { beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, DEFAULT_TRADE_TYPES, MESSAGES, THRESHOLD_MESSAGES, type DecisionInit, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { DEFAULT_PASSWORD, login, signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { createTradeType } from './decisions.test-helpers';

describeEachDb('decisions: decision types and init', (ctx) => {
  let session: Session;
  beforeAll(async () => {
    session = await signedInUser(ctx);
  });

  it('gives a new account the default decision types, each its own to change', async () => {
    const email = `defaults-${Date.now()}@example.com`;
    const registered = await call(ctx, null, 'POST', '/register', { username: `defaults${Date.now() % 100000}`, email, password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().data.id as string;
    await ctx.db.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', userId).execute();
    const newcomer = await login(ctx, await ctx.db.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow());
    const init = dataOf<DecisionInit>(await call(ctx, newcomer, 'GET', '/decisions/init'));
    expect(init.trade_types.map(({ name, timeframe, excellent, good, v_poor, min, max }) => ({ name, timeframe, excellent, good, v_poor, min, max }))).toEqual([
      { name: 'Long-term buy/sell', timeframe: 'year_5', excellent: 150, good: 60, v_poor: -40, min: -100, max: 200 },
      { name: 'Medium-term position', timeframe: 'year_2', excellent: 80, good: 25, v_poor: -30, min: -100, max: 150 },
      { name: 'Short-term trade', timeframe: 'month_6', excellent: 40, good: 12, v_poor: -20, min: -50, max: 100 },
    ]);
    expect(init.trade_types[0]!.description).toBe(DEFAULT_TRADE_TYPES[0]!.description);
    const longTerm = init.trade_types[0]!;
    expect(dataOf<TradeType>(await call(ctx, newcomer, 'PATCH', `/decisions/trade_types/${longTerm.id}`, { name: 'Core holdings', good: 70 }))).toMatchObject({ name: 'Core holdings', good: 70 });
    // Another account's copies are its own: the change above is not theirs.
    const other = dataOf<DecisionInit>(await call(ctx, session, 'GET', '/decisions/init'));
    expect(other.trade_types.map((type) => type.id)).not.toContain(longTerm.id);
  });

  it('creates a type with the §9 defaults and timeframe year_2', async () => {
    const type = await createTradeType(ctx, session, { name: '  Swing  ', description: 'Six-month trades' });
    expect(type).toMatchObject({ name: 'Swing', description: 'Six-month trades', timeframe: 'year_2', excellent: 200, v_good: 100, good: 50, average: 15, below_ave: -15, poor: -30, v_poor: -40, min: -100, max: 200 });
  });

  it('answers every §5 message on the fields', async () => {
    const missing = await call(ctx, session, 'POST', '/decisions/trade_types', { timeframe: 'decade', description: 'x'.repeat(1001) });
    expect(errorsOf(missing)).toMatchObject({ name: [MESSAGES.nameRequired], timeframe: [MESSAGES.timeframeRequired], description: [DECISION_MESSAGES.tradeTypeDescriptionMax] });
    const decimals = await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'T', min: -10.5, max: 40.2 });
    expect(errorsOf(decimals)).toMatchObject({ min: [MESSAGES.valueMustBeInteger], max: [MESSAGES.valueMustBeInteger] });
    const crossed = await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'T', min: 50, max: 10 });
    expect(errorsOf(crossed)).toMatchObject({ min: [MESSAGES.minAboveMax] });
    const narrow = await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'T', min: 0, max: 20, excellent: 20, v_good: 18, good: 15, average: 10, below_ave: 5, poor: 2, v_poor: 0 });
    expect(errorsOf(narrow)).toEqual({ max: [MESSAGES.rangeGap] });
    const unordered = await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'T', good: 150 });
    expect(errorsOf(unordered).good).toEqual([THRESHOLD_MESSAGES.descending]);
  });

  it('checks a change against the stored type and refuses another user\'s type', async () => {
    const type = await createTradeType(ctx, session);
    const changed = dataOf<TradeType>(await call(ctx, session, 'PATCH', `/decisions/trade_types/${type.id}`, { timeframe: 'month_6', good: 40 }));
    expect(changed).toMatchObject({ timeframe: 'month_6', good: 40, name: type.name });
    const narrowed = await call(ctx, session, 'PATCH', `/decisions/trade_types/${type.id}`, { min: 190 });
    expect(narrowed.statusCode).toBe(422);
    expect(errorsOf(narrowed)).toEqual({ max: [MESSAGES.rangeGap] });
    const other = await signedInUser(ctx);
    const foreign = await call(ctx, other, 'PATCH', `/decisions/trade_types/${type.id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: DECISION_MESSAGES.tradeTypeNotFound });
  });

  it('lists your types by name in init with the form options', async () => {
    const own = await signedInUser(ctx);
    await createTradeType(ctx, own, { name: 'beta' });
    await createTradeType(ctx, own, { name: 'Alpha' });
    const init = dataOf<DecisionInit>(await call(ctx, own, 'GET', '/decisions/init'));
    expect(init.trade_types.map((type) => type.name)).toEqual(['Alpha', 'beta']);
    expect(init.default_timeframe).toBe('year_2');
    expect(init.actions.map((action) => action.value)).toEqual(['buy', 'add', 'hold', 'trim', 'sell', 'pass']);
    expect(init.timeframes).toHaveLength(9);
    expect(init.trade_type_defaults).toMatchObject({ timeframe: 'year_2', min: -100, max: 200, average: 15 });
  });

  it('denies the free role with an upgrade message', async () => {
    const free = await signedInUser(ctx, { role: 'free' });
    for (const [method, url, body] of [
      ['GET', '/decisions/init', undefined],
      ['POST', '/decisions/trade_types', { name: 'Free' }],
    ] as const) {
      const response = await call(ctx, free, method, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: DECISION_MESSAGES.freeCannotDecide });
    }
  });
});
