import { beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, MESSAGES, type Decision, type ProbabilityMatrix, type Review, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { eventsOf } from '../reviews/reviews.test-helpers';
import { createTradeType, fillMatrix, reviewFor, setProbability } from './decisions.test-helpers';

describeEachDb('decisions: the draft and its matrix', (ctx) => {
  let session: Session;
  let review: Review;
  let type: TradeType;
  beforeAll(async () => {
    session = await signedInUser(ctx);
    review = await reviewFor(ctx, session);
    type = await createTradeType(ctx, session, { timeframe: 'year_3' });
  });

  it('answers an empty, unsaved draft before the first change', async () => {
    const draft = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}`));
    expect(draft).toMatchObject({ id: null, status: 'draft', investment_review_id: review.id, action: null, trade_type: null, abilities: { update: true, annotate: false } });
    expect(draft.investment.id).toBe(review.investment_id);
    const matrix = dataOf<ProbabilityMatrix>(await call(ctx, session, 'GET', `/decisions/probability_matrix/${review.id}`));
    expect(matrix.rows.map((row) => row.key)).toEqual(['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor']);
    expect(matrix).toMatchObject({ decision_id: null, trade_type: null, total: 0, complete: false, expected_return: null });
  });

  it('saves the draft on the first change and keeps one draft per review', async () => {
    const first = dataOf<Decision>(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'buy', trade_type_id: type.id, timeframe: 'year_3' }));
    expect(first).toMatchObject({ status: 'draft', action: 'buy', trade_type_id: type.id, timeframe: 'year_3', user: { id: session.user.id } });
    expect(first.trade_type).toMatchObject({ id: type.id, name: type.name, excellent: 200, min: -100 });
    expect(first.matrix?.rows[3]).toMatchObject({ key: 'average', lower: -15, upper: 15, representative: 0 });
    const again = dataOf<Decision>(await call(ctx, session, 'PATCH', `/decisions/update/${first.id}`, { price: 12.5, date: '2025-02-03T04:05:06+02:00' }));
    expect(again).toMatchObject({ id: first.id, action: 'buy', price: 12.5, date: '2025-02-03T02:05:06.000Z' });
    const rows = await ctx.db.db.selectFrom('decisions').select('id').where('review_id', '=', review.id).execute();
    expect(rows).toHaveLength(1);
    const kinds = (await eventsOf(ctx, review.id)).filter((event) => event.kind === 'decision_updated');
    expect(kinds.at(-1)?.details).toMatchObject({ decision_id: first.id, fields: ['price', 'date'] });
  });

  it('rolls the draft back when an update fails (nothing of a refused change is stored)', async () => {
    const before = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}`));
    const bad = await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'sell', price: -3, timeframe: 'decade' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toMatchObject({ price: [DECISION_MESSAGES.priceInvalid], timeframe: [MESSAGES.timeframeRequired] });
    const foreign = await createTradeType(ctx, await signedInUser(ctx));
    const refused = await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'sell', trade_type_id: foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ trade_type_id: [DECISION_MESSAGES.tradeTypeInvalid] });
    const after = dataOf<Decision>(await call(ctx, session, 'GET', `/decisions/get/${review.id}`));
    expect(after).toEqual(before);
  });

  it('sets probabilities and comments cell by cell, with the expected return and grade live', async () => {
    const partial = await fillMatrix(ctx, session, review.id, { good: 50, average: 35 });
    expect(partial).toMatchObject({ total: 85, complete: false, issue: 'Probabilities must add up to 100% (now 85%)' });
    const full = dataOf<ProbabilityMatrix>(await setProbability(ctx, session, review.id, 'below_ave', 15));
    // (50 × 32.5 + 35 × 0 + 15 × −22.5) ÷ 100 = 12.875: up to average (15), so average.
    expect(full).toMatchObject({ total: 100, complete: true, issue: null, expected_grade: 'average' });
    expect(full.expected_return).toBeCloseTo(12.875, 10);
    const commented = dataOf<ProbabilityMatrix>(await call(ctx, session, 'POST', `/decisions/matrix/comments/${review.id}`, { key: 'good', comment: '  Margin expansion  ' }));
    expect(commented.rows.find((row) => row.key === 'good')).toMatchObject({ probability: 50, comment: 'Margin expansion' });
    const cleared = dataOf<ProbabilityMatrix>(await setProbability(ctx, session, review.id, 'below_ave', null));
    expect(cleared.total).toBe(85);
  });

  it('names each bad matrix field', async () => {
    const bad = await setProbability(ctx, session, review.id, 'superb' as never, 120);
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ key: [DECISION_MESSAGES.outcomeRequired], probability: [DECISION_MESSAGES.probabilityRange] });
    const long = await call(ctx, session, 'POST', `/decisions/matrix/comments/${review.id}`, { key: 'good', comment: 'x'.repeat(1001) });
    expect(errorsOf(long)).toEqual({ comment: [DECISION_MESSAGES.commentMax] });
  });

  it('is 404 for a review or decision that does not exist, 401 without a session', async () => {
    const missing = await call(ctx, session, 'GET', '/decisions/get/01900000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: DECISION_MESSAGES.decisionNotFound });
    expect((await call(ctx, null, 'GET', `/decisions/get/${review.id}`)).statusCode).toBe(401);
    expect((await call(ctx, null, 'PATCH', `/decisions/update/${review.id}`, { action: 'buy' })).statusCode).toBe(401);
  });
});
