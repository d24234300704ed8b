import type { Kysely } from 'kysely';
import { effectiveScore, gradePoints, investmentProcessSummary, processValuationGrade, STORED_VALUATION_RANGE, upside, withinOrNull, type ScreenProcessRow } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { FACTOR_COLUMNS, factorsByProcess, type StoredFactor } from './factor-rows';

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

/** The factor columns a joined row carries (its process is the row's `ip.id`). */
type JoinedColumn = Exclude<(typeof FACTOR_COLUMNS)[number], 'investment_process_id'>;
const JOINED_COLUMNS = FACTOR_COLUMNS.filter((column): column is JoinedColumn => column !== 'investment_process_id');
/** Those columns read from `f` (the lateral read's select), and as `factor_…` in the joined row. */
const FACTOR_SELECTED = JOINED_COLUMNS.map((column) => `f.${column}` as const);
const FACTOR_ALIASED = JOINED_COLUMNS.map((column) => `f.${column} as factor_${column}`) as { [K in JoinedColumn]: `f.${K} as factor_${K}` }[JoinedColumn][];

/** A factor's columns in a joined row. */
type JoinedFactor = { [K in JoinedColumn as `factor_${K}`]: StoredFactor[K] | null };

/** The factor columns of a joined row whose factor is there (factor_id not null). */
function factorOf(row: JoinedFactor, investmentProcessId: string): StoredFactor {
  return {
    id: row.factor_id!, investment_process_id: investmentProcessId, source_item_id: row.factor_source_item_id, name: row.factor_name!,
    type: row.factor_type!, score: row.factor_score, value: row.factor_value, thresholds: row.factor_thresholds, relevance: row.factor_relevance,
    position: row.factor_position!, updated_at: row.factor_updated_at!,
  };
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
  // The user's reviews of these companies, each with its processes of the screen, their editor and
  // their factors: one statement (a row per factor; a process without factors, or a review without
  // the screen's processes, has one row with nulls).
  const reviewed = db
    .selectFrom('investment_reviews as r')
    .leftJoin('investment_processes as ip', (join) => join.onRef('ip.review_id', '=', 'r.id').on('ip.process_id', 'in', processIds.length ? [...processIds] : ['']))
    .leftJoin('users as u', 'u.id', 'ip.editor_user_id');
  // On PostgreSQL the factors are read process by process (a lateral read through the index of each
  // process's items): joined plainly, the planner hashed every factor of every review the user has
  // to keep the page's, a read that grows with the user's reviews (300 reviews: 2.7 → 1.7 ms a run,
  // docs/benchmarks.md). Its ORDER BY keeps the planner from undoing it. SQLite reads it so already.
  const withFactors =
    dialect === 'postgres'
      ? reviewed.leftJoinLateral((eb) => eb.selectFrom('investment_items as f').select(FACTOR_SELECTED).whereRef('f.investment_process_id', '=', 'ip.id').where('f.parent_id', 'is', null).orderBy('f.position').as('f'), (join) => join.onTrue())
      : reviewed.leftJoin('investment_items as f', (join) => join.onRef('f.investment_process_id', '=', 'ip.id').on('f.parent_id', 'is', null));
  const joined = await withFactors
    .select(['r.id as review_id', 'r.investment_id', 'ip.id', 'ip.process_id', 'ip.name', 'ip.valuation', 'ip.comment', 'ip.updated_at', 'u.username as editor_username'])
    .select(FACTOR_ALIASED)
    .where('r.user_id', '=', userId)
    .where('r.investment_id', 'in', investments.map((row) => row.id))
    .execute();
  const processes = new Map<string, ReviewedProcess>();
  const factors: StoredFactor[] = [];
  for (const row of joined) {
    out.reviewIds.set(row.investment_id, row.review_id);
    if (row.id === null || row.process_id === null || row.name === null || row.updated_at === null) continue;
    if (!processes.has(row.id)) processes.set(row.id, { investment_id: row.investment_id, id: row.id, process_id: row.process_id, name: row.name, valuation: row.valuation, comment: row.comment, updated_at: row.updated_at, editor_username: row.editor_username });
    if (row.factor_id !== null) factors.push(factorOf(row, row.id));
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
