import { beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, type Decision, type Review, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { eventsOf, itemNamed, patchItem } from '../reviews/reviews.test-helpers';
import { createTradeType, fillMatrix, makeDecision, reviewFor, SPREAD } from './decisions.test-helpers';

describeEachDb('decisions: making a decision', (ctx) => {
  let session: Session;
  let review: Review;
  let type: TradeType;
  beforeAll(async () => {
    session = await signedInUser(ctx);
    review = await reviewFor(ctx, session, 20);
    type = await createTradeType(ctx, session, { timeframe: 'year_5' });
    dataOf(await patchItem(ctx, session, itemNamed(review, 'Moat'), { score: 'good' }));
  });

  it('lists every problem that stops the decision (422) and keeps the draft', async () => {
    const empty = await call(ctx, session, 'POST', `/decisions/make/${review.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual({
      action: [DECISION_MESSAGES.actionRequired],
      trade_type_id: [DECISION_MESSAGES.tradeTypeRequired],
      probabilities: ['Probabilities must add up to 100% (now 0%)'],
    });
    await fillMatrix(ctx, session, review.id, { good: 60 });
    const partial = await call(ctx, session, 'POST', `/decisions/make/${review.id}`, {});
    expect(errorsOf(partial).probabilities).toEqual(['Probabilities must add up to 100% (now 60%)']);
    expect(dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}`)).status).toBe('draft');
  });

  it('makes it: date now when missing, latest price, the type timeframe, process_data and expected return frozen', async () => {
    await fillMatrix(ctx, session, review.id, { good: 0 });
    const before = Date.now();
    const made = await makeDecision(ctx, session, review.id, { tradeTypeId: type.id, action: 'add' });
    expect(made).toMatchObject({ status: 'made', action: 'add', trade_type_id: type.id, timeframe: 'year_5', price: 20, abilities: { update: false, annotate: true } });
    expect(Date.parse(made.date!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(made.date!)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(made.expected_return).toBeCloseTo((20 * 75 + 30 * 32.5 + 30 * 0 + 15 * -22.5 + 5 * -35) / 100, 10);
    expect(made.expected_grade).toBe('good');
    expect(made.process_data).toHaveLength(1);
    expect(made.process_data![0]).toMatchObject({ name: 'Decided', factors: [{ name: 'Moat', score: 'good', score_factor: 1 }] });
    expect(made.process_data![0]!.score).toBe(1);
    expect(made.realised).toMatchObject({ latest_price: 20, return: 0, outcome: 'average', elapsed: false });
    const event = (await eventsOf(ctx, review.id)).find((entry) => entry.kind === 'decision_made');
    expect(event?.details).toMatchObject({ action: 'add', decision_id: made.id });
  });

  it('starts an empty draft afterwards', async () => {
    const draft = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}?include=matrix`));
    expect(draft).toMatchObject({ id: null, status: 'draft', action: null, trade_type_id: null });
    expect(draft.matrix?.total).toBe(0);
  });

  it('takes the date given, else the draft date', async () => {
    const given = await makeDecision(ctx, session, review.id, { tradeTypeId: type.id, date: '2024-05-06T07:08:09Z' });
    expect(given.date).toBe('2024-05-06T07:08:09.000Z');
    dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { date: '2023-01-02T00:00:00Z' }));
    const drafted = await makeDecision(ctx, session, review.id, { tradeTypeId: type.id, action: 'hold' });
    expect(drafted.date).toBe('2023-01-02T00:00:00.000Z');
  });

  it('can never change once made: 409 on every edit route, the frozen type kept when the type changes', async () => {
    const made = await makeDecision(ctx, session, review.id, { tradeTypeId: type.id, action: 'trim', price: 25 });
    for (const [method, url, body] of [
      ['PATCH', `/decisions/update/${made.id}`, { action: 'sell' }],
      ['POST', `/decisions/matrix/probability/${made.id}`, { key: 'good', probability: 10 }],
      ['POST', `/decisions/matrix/comments/${made.id}`, { key: 'good', comment: 'Rewritten' }],
      ['POST', `/decisions/make/${made.id}`, {}],
    ] as const) {
      const response = await call(ctx, session, method, url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ message: DECISION_MESSAGES.decisionImmutable });
    }
    dataOf(await call(ctx, session, 'PATCH', `/decisions/trade_types/${type.id}`, { name: 'Renamed', good: 60 }));
    const found = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/find/${made.id}?include=process_data`));
    expect(found).toMatchObject({ action: 'trim', price: 25, trade_type: { name: 'Long-term compounder', good: 50 } });
    expect(found.matrix?.rows.find((row) => row.key === 'good')).toMatchObject({ probability: SPREAD.good, upper: 50 });
    expect(found.process_data).toHaveLength(1);
    const plain = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/find/${made.id}`));
    expect(plain.process_data).toBeUndefined();
  });

  it('takes follow-up notes on made decisions only', async () => {
    const made = await makeDecision(ctx, session, review.id, { tradeTypeId: type.id });
    const noted = dataOf<Decision>(await call(ctx, session, 'POST', `/decisions/notes/${made.id}`, { text: 'Thesis intact after Q3.' }), 201);
    expect(noted.notes).toMatchObject([{ text: 'Thesis intact after Q3.', user: { id: session.user.id } }]);
    expect(noted).toMatchObject({ action: made.action, price: made.price, date: made.date });
    const blank = await call(ctx, session, 'POST', `/decisions/notes/${made.id}`, { text: ' ' });
    expect(errorsOf(blank)).toEqual({ text: [DECISION_MESSAGES.followUpRequired] });
    dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'buy' }));
    const draft = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}`));
    const onDraft = await call(ctx, session, 'POST', `/decisions/notes/${draft.id}`, { text: 'Too early' });
    expect(onDraft.statusCode).toBe(409);
  });

  it('needs a price when the investment has none', async () => {
    const unpriced = await reviewFor(ctx, session, null);
    dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${unpriced.id}`, { action: 'buy', trade_type_id: type.id }));
    await fillMatrix(ctx, session, unpriced.id, { good: 100 });
    const response = await call(ctx, session, 'POST', `/decisions/make/${unpriced.id}`, {});
    expect(errorsOf(response)).toEqual({ price: [DECISION_MESSAGES.priceMissing] });
  });
});
