import type { LightMyRequestResponse } from 'fastify';
import type { InvestmentFactor, InvestmentItem, ItemKind, Process, Review, ScoreType } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { addListed } from '../investments/investments.test-helpers';
import { call, createItem, createProcess, dataOf } from '../items/library.test-helpers';

/** Test helpers for reviews (not a test file). */

export interface ItemSpec {
  name: string;
  type?: ScoreType;
  relevance?: string;
  children?: ItemSpec[];
  /** More fields of POST /{kind}s (min, max, metric_key …). */
  extra?: Record<string, unknown>;
}

let tickers = 0;

/** A listed investment with a last price (USD), unique per call. */
export async function listedInvestment(ctx: TestContext, lastPrice: number | null = 10): Promise<string> {
  tickers += 1;
  const ticker = `RV${tickers}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const ids = await addListed(ctx, [{ exchange: 'NASDAQ', ticker, name: `Reviewed Company ${ticker}`, last_price: lastPrice }]);
  return ids[`NASDAQ:${ticker}`]!;
}

const CHILD: Record<ItemKind, ItemKind | null> = { factor: 'checklist', checklist: 'question', question: null };

async function createTree(ctx: TestContext, session: Session, kind: ItemKind, parentId: string, specs: readonly ItemSpec[]): Promise<void> {
  for (const spec of specs) {
    const item = await createItem(ctx, session, kind, { name: spec.name, type: spec.type ?? 'Qualitative5pt', parent_id: parentId, ...(spec.relevance ? { relevance: spec.relevance } : {}), ...spec.extra });
    const child = CHILD[kind];
    if (child && spec.children) await createTree(ctx, session, child, item.id, spec.children);
  }
}

/** A process of the session's library with factors → checklists → questions, through the API. */
export async function buildProcess(ctx: TestContext, session: Session, name: string, factors: readonly ItemSpec[]): Promise<Process> {
  const process = await createProcess(ctx, session, { name });
  await createTree(ctx, session, 'factor', process.id, factors);
  return process;
}

/** POST /investments/{id}/processes (the review is created on first need). */
export function attachToInvestment(ctx: TestContext, session: Session | null, investmentId: string, processIds: readonly string[]): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'POST', `/investments/${investmentId}/processes`, { process_ids: processIds });
}

export async function reviewWith(ctx: TestContext, session: Session, investmentId: string, processIds: readonly string[]): Promise<Review> {
  return dataOf<Review>(await attachToInvestment(ctx, session, investmentId, processIds));
}

export async function getReview(ctx: TestContext, session: Session, id: string): Promise<Review> {
  return dataOf<Review>(await call(ctx, session, 'GET', `/investment-reviews/${id}`));
}

/** Every item of a review, flattened (factors, then their checklists, then their questions). */
export function itemsOf(review: Review): InvestmentItem[] {
  const out: InvestmentItem[] = [];
  const visit = (factors: readonly InvestmentFactor[]) => {
    for (const factor of factors) {
      out.push(factor);
      for (const checklist of factor.checklists) {
        out.push(checklist);
        out.push(...checklist.questions);
      }
    }
  };
  for (const process of review.processes) visit(process.factors ?? []);
  return out;
}

export function itemNamed(review: Review, name: string): InvestmentItem {
  const item = itemsOf(review).find((entry) => entry.name === name);
  if (!item) throw new Error(`no item named ${name}`);
  return item;
}

/** PATCH /investment-{kind}s/{id}. */
export function patchItem(ctx: TestContext, session: Session | null, item: Pick<InvestmentItem, 'id' | 'kind'>, payload: unknown, query = ''): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'PATCH', `/investment-${item.kind}s/${item.id}${query}`, payload);
}

/** The activity events of a review, oldest first (kind and details). */
export async function eventsOf(ctx: TestContext, reviewId: string): Promise<{ kind: string; user_id: string; details: Record<string, unknown> }[]> {
  const rows = await ctx.db.db.selectFrom('activity_events').select(['kind', 'user_id', 'details']).where('review_id', '=', reviewId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ kind: row.kind, user_id: row.user_id, details: JSON.parse(row.details) as Record<string, unknown> }));
}
