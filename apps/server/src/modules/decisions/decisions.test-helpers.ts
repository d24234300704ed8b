import type { Decision, OutcomeKey, ProbabilityMatrix, Review, TradeType } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, listedInvestment, reviewWith } from '../reviews/reviews.test-helpers';

/** Test helpers for decisions (not a test file). */

/** A review of a fresh listed investment (last price `price`) with one scored-ready process. */
export async function reviewFor(ctx: TestContext, session: Session, price: number | null = 10): Promise<Review> {
  const process = await buildProcess(ctx, session, 'Decided', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Pricing power' }] }] }]);
  return reviewWith(ctx, session, await listedInvestment(ctx, price), [process.id]);
}

export async function createTradeType(ctx: TestContext, session: Session, payload: Record<string, unknown> = {}): Promise<TradeType> {
  return dataOf<TradeType>(await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'Long-term compounder', ...payload }), 201);
}

export function setProbability(ctx: TestContext, session: Session | null, id: string, key: OutcomeKey, probability: number | null) {
  return call(ctx, session, 'POST', `/decisions/matrix/probability/${id}`, { key, probability });
}

/** Fills the matrix of the draft with the given probabilities. */
export async function fillMatrix(ctx: TestContext, session: Session, id: string, probabilities: Partial<Record<OutcomeKey, number>>): Promise<ProbabilityMatrix> {
  let matrix: ProbabilityMatrix | undefined;
  for (const [key, probability] of Object.entries(probabilities)) matrix = dataOf<ProbabilityMatrix>(await setProbability(ctx, session, id, key as OutcomeKey, probability));
  return matrix!;
}

export const SPREAD: Partial<Record<OutcomeKey, number>> = { v_good: 20, good: 30, average: 30, below_ave: 15, poor: 5 };

/** Makes a complete decision on the review: action, type, matrix, then POST /decisions/make. */
export async function makeDecision(ctx: TestContext, session: Session, reviewId: string, options: { tradeTypeId: string; action?: string; date?: string; price?: number }): Promise<Decision> {
  dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${reviewId}`, { action: options.action ?? 'buy', trade_type_id: options.tradeTypeId, ...(options.price ? { price: options.price } : {}) }));
  await fillMatrix(ctx, session, reviewId, SPREAD);
  return dataOf<Decision>(await call(ctx, session, 'POST', `/decisions/make/${reviewId}`, options.date ? { date: options.date } : {}), 201);
}
