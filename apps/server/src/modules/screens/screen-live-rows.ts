import type { Kysely } from 'kysely';
import { effectiveScore, gradePoints, investmentProcessSummary, processValuationGrade, upside, type ScreenProcessRow } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { toInvestmentItemRecord } from '../investment-items/investment-items.records';

export interface LiveRows {
  /** investment id → the user's review id. */
  reviewIds: Map<string, string>;
  /** investment id → its process rows (in the screen's process order). */
  processes: Map<string, ScreenProcessRow[]>;
  /** investment id → latest change of the screen's processes in the user's review. */
  changedAt: Map<string, string>;
}

/**
 * The user's current review data for the companies of a page (spec §3: processes.data rows with
 * process_id, valuation, score, relevance, updated_at, editor_username, comment, factors), scored
 * with the domain rules against each company's last price.
 */
export async function loadLiveRows(db: Kysely<Database>, userId: string, investments: readonly { id: string; last_price: number | null }[], processIds: readonly string[]): Promise<LiveRows> {
  const out: LiveRows = { reviewIds: new Map(), processes: new Map(), changedAt: new Map() };
  if (investments.length === 0) return out;
  const prices = new Map(investments.map((row) => [row.id, row.last_price]));
  const reviews = await db.selectFrom('investment_reviews').select(['id', 'investment_id']).where('user_id', '=', userId).where('investment_id', 'in', investments.map((row) => row.id)).execute();
  for (const review of reviews) out.reviewIds.set(review.investment_id, review.id);
  if (reviews.length === 0 || processIds.length === 0) return out;
  const investmentOf = new Map(reviews.map((review) => [review.id, review.investment_id]));
  const processes = await db.selectFrom('investment_processes').selectAll().where('review_id', 'in', reviews.map((review) => review.id)).where('process_id', 'in', [...processIds]).execute();
  if (processes.length === 0) return out;
  const items = (await db.selectFrom('investment_items').selectAll().where('investment_process_id', 'in', processes.map((row) => row.id)).where('parent_id', 'is', null).orderBy('position').execute()).map(toInvestmentItemRecord);
  const editorIds = [...new Set([...processes.map((row) => row.editor_user_id), ...items.map((item) => item.editor_user_id)].filter((id): id is string => id !== null))];
  const editors = editorIds.length ? await db.selectFrom('users').select(['id', 'username']).where('id', 'in', editorIds).execute() : [];
  const usernames = new Map(editors.map((row) => [row.id, row.username]));
  const order = new Map(processIds.map((id, index) => [id, index]));
  for (const row of [...processes].sort((a, b) => (order.get(a.process_id!) ?? 0) - (order.get(b.process_id!) ?? 0))) {
    const investmentId = investmentOf.get(row.review_id)!;
    const lastPrice = prices.get(investmentId) ?? null;
    const factors = items.filter((item) => item.investment_process_id === row.id);
    const summary = investmentProcessSummary(factors, lastPrice);
    const valuation = row.valuation === null ? null : Number(row.valuation);
    const grades = factors.map((factor) => ({ factor, score: effectiveScore(factor, lastPrice) }));
    let changed = row.updated_at;
    for (const factor of factors) if (factor.updated_at > changed) changed = factor.updated_at;
    if (changed > (out.changedAt.get(investmentId) ?? '')) out.changedAt.set(investmentId, changed);
    const list = out.processes.get(investmentId) ?? [];
    list.push({
      process_id: row.process_id!,
      investment_process_id: row.id,
      name: row.name,
      valuation,
      upside: upside(valuation, lastPrice),
      valuation_grade: processValuationGrade(valuation, lastPrice, grades.filter((entry) => entry.factor.type === 'Valuation').map((entry) => entry.score)),
      score: summary.score,
      relevance: summary.relevance,
      run_score: null,
      run_relevance: null,
      updated_at: changed,
      editor_username: row.editor_user_id ? (usernames.get(row.editor_user_id) ?? null) : null,
      comment: row.comment,
      factors: grades.map(({ factor, score }) => ({
        id: factor.id,
        source_id: factor.source_item_id,
        name: factor.name,
        type: factor.type,
        score,
        score_factor: gradePoints(factor.type, score),
        relevance: factor.relevance,
      })),
    });
    out.processes.set(investmentId, list);
  }
  return out;
}
