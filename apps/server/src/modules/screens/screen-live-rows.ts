import type { Kysely } from 'kysely';
import { effectiveScore, gradePoints, investmentProcessSummary, processValuationGrade, STORED_VALUATION_RANGE, upside, withinOrNull, type ScreenProcessRow } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { readFactors } from './factor-rows';

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
  // The user's reviews of these companies, each with its processes of the screen and their editor.
  const joined = await db
    .selectFrom('investment_reviews as r')
    .leftJoin('investment_processes as ip', (join) => join.onRef('ip.review_id', '=', 'r.id').on('ip.process_id', 'in', processIds.length ? [...processIds] : ['']))
    .leftJoin('users as u', 'u.id', 'ip.editor_user_id')
    .select(['r.id as review_id', 'r.investment_id', 'ip.id', 'ip.process_id', 'ip.name', 'ip.valuation', 'ip.comment', 'ip.updated_at', 'u.username as editor_username'])
    .where('r.user_id', '=', userId)
    .where('r.investment_id', 'in', investments.map((row) => row.id))
    .execute();
  for (const row of joined) out.reviewIds.set(row.investment_id, row.review_id);
  const processes = joined.flatMap(({ id, process_id, name, updated_at, ...row }) => (id !== null && process_id !== null && name !== null && updated_at !== null ? [{ ...row, id, process_id, name, updated_at }] : []));
  if (processes.length === 0) return out;
  const factorsOf = await readFactors(db, processes.map((row) => row.id));
  const order = new Map(processIds.map((id, index) => [id, index]));
  for (const row of [...processes].sort((a, b) => (order.get(a.process_id!) ?? 0) - (order.get(b.process_id!) ?? 0))) {
    const investmentId = row.investment_id;
    const lastPrice = prices.get(investmentId) ?? null;
    const factors = factorsOf.get(row.id) ?? [];
    const summary = investmentProcessSummary(factors.map((factor) => factor.item), lastPrice);
    const valuation = withinOrNull(row.valuation, STORED_VALUATION_RANGE);
    const grades = factors.map((factor) => ({ factor, score: effectiveScore(factor.item, lastPrice) }));
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
      valuation_grade: processValuationGrade(valuation, lastPrice, grades.filter((entry) => entry.factor.item.type === 'Valuation').map((entry) => entry.score)),
      score: summary.score,
      relevance: summary.relevance,
      run_score: null,
      run_relevance: null,
      updated_at: changed,
      editor_username: row.editor_username,
      comment: row.comment,
      factors: grades.map(({ factor, score }) => ({
        id: factor.id,
        source_id: factor.source_item_id,
        name: factor.name,
        type: factor.item.type,
        score,
        score_factor: gradePoints(factor.item.type, score),
        relevance: factor.item.relevance ?? null,
      })),
    });
    out.processes.set(investmentId, list);
  }
  return out;
}
