import type { Kysely } from 'kysely';
import { effectiveScore, gradePoints, investmentProcessSummary, processValuationGrade, STORED_VALUATION_RANGE, upside, withinOrNull, type ScreenProcessRow } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { FACTOR_COLUMNS, factorsByProcess } from './factor-rows';

/** A factor's columns, read from `f` (the items table, or the lateral read of it on PostgreSQL). */
const FACTOR_SELECTED = FACTOR_COLUMNS.map((column) => `f.${column}` as const);

export interface LiveRows {
  /** investment id → the user's review id. */
  reviewIds: Map<string, string>;
  /** investment id → its process rows (in the screen's process order). */
  processes: Map<string, ScreenProcessRow[]>;
  /** investment id → latest change of the screen's processes in the user's review. */
  changedAt: Map<string, string>;
}

/** A reviewed process of the screen, as the page shows it. */
interface ReviewedProcess {
  investment_id: string;
  id: string;
  process_id: string;
  name: string;
  valuation: number | null;
  comment: string | null;
  updated_at: string;
  editor_username: string | null;
}

/**
 * The user's current review data for the companies of a page (spec §3: processes.data rows with
 * process_id, valuation, score, relevance, updated_at, editor_username, comment, factors), scored
 * with the domain rules against each company's last price.
 */
export async function loadLiveRows(db: Kysely<Database>, dialect: Dialect, userId: string, investments: readonly { id: string; last_price: number | null }[], processIds: readonly string[]): Promise<LiveRows> {
  const out: LiveRows = { reviewIds: new Map(), processes: new Map(), changedAt: new Map() };
  if (investments.length === 0) return out;
  const prices = new Map(investments.map((row) => [row.id, row.last_price]));
  const investmentIds = investments.map((row) => row.id);
  // The user's reviews of these companies with their processes of the screen and their editor (a
  // row per process; a review without the screen's processes has one row with nulls), and the
  // factors of those processes: two statements, run together. One joined statement repeated the
  // process's columns on each of its factors' rows, most of what it read (a page of 25 companies
  // with a 30-factor process: 750 rows).
  const reviewed = db
    .selectFrom('investment_reviews as r')
    .leftJoin('investment_processes as ip', (join) => join.onRef('ip.review_id', '=', 'r.id').on('ip.process_id', 'in', processIds.length ? [...processIds] : ['']))
    .leftJoin('users as u', 'u.id', 'ip.editor_user_id')
    .select(['r.id as review_id', 'r.investment_id', 'ip.id', 'ip.process_id', 'ip.name', 'ip.valuation', 'ip.comment', 'ip.updated_at', 'u.username as editor_username'])
    .where('r.user_id', '=', userId)
    .where('r.investment_id', 'in', investmentIds)
    .execute();
  const ofPage = db
    .selectFrom('investment_reviews as r')
    .innerJoin('investment_processes as ip', (join) => join.onRef('ip.review_id', '=', 'r.id').on('ip.process_id', 'in', [...processIds]))
    .where('r.user_id', '=', userId)
    .where('r.investment_id', 'in', investmentIds);
  // On PostgreSQL the factors are read process by process (a lateral read through the index of each
  // process's items): joined plainly, the planner hashed every factor of every review the user has
  // to keep the page's, a read that grows with the user's reviews (300 reviews: 2.7 → 1.7 ms a run,
  // docs/benchmarks.md). Its ORDER BY keeps the planner from undoing it. SQLite reads it so already.
  const factorRows = processIds.length === 0
    ? Promise.resolve([])
    : (dialect === 'postgres'
      ? ofPage.innerJoinLateral((eb) => eb.selectFrom('investment_items as f').select([...FACTOR_COLUMNS]).whereRef('f.investment_process_id', '=', 'ip.id').where('f.parent_id', 'is', null).orderBy('f.position').as('f'), (join) => join.onTrue())
      : ofPage.innerJoin('investment_items as f', (join) => join.onRef('f.investment_process_id', '=', 'ip.id').on('f.parent_id', 'is', null))
    ).select(FACTOR_SELECTED).execute();
  const [joined, factors] = await Promise.all([reviewed, factorRows]);
  const processes = new Map<string, ReviewedProcess>();
  for (const row of joined) {
    out.reviewIds.set(row.investment_id, row.review_id);
    if (row.id === null || row.process_id === null || row.name === null || row.updated_at === null) continue;
    processes.set(row.id, { investment_id: row.investment_id, id: row.id, process_id: row.process_id, name: row.name, valuation: row.valuation, comment: row.comment, updated_at: row.updated_at, editor_username: row.editor_username });
  }
  if (processes.size === 0) return out;
  const factorsOf = factorsByProcess(factors);
  const order = new Map(processIds.map((id, index) => [id, index]));
  for (const row of [...processes.values()].sort((a, b) => (order.get(a.process_id!) ?? 0) - (order.get(b.process_id!) ?? 0))) {
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
