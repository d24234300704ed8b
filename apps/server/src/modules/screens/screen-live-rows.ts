import type { Kysely } from 'kysely';
import { effectiveScore, gradePoints, investmentProcessSummary, processValuationGrade, STORED_VALUATION_RANGE, upside, withinOrNull, type ScreenProcessRow } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { VersionedCache } from '../../lib/versioned-cache';
import { readFactors, type FactorRow } from './factor-rows';

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
  /** Its review's parts version, for the factors kept. */
  parts_version: number;
}

/**
 * At most this many factors are kept, all reviews together (about 0.5 KB each, measured: 20 MB at
 * most; 1,300 reviews of one 30-factor process); past it the least recently read processes go first.
 */
export const SCREEN_FACTOR_CACHE_MAX_ROWS = 40_000;

/**
 * The user's current review data for the companies of a page (spec §3: processes.data rows with
 * process_id, valuation, score, relevance, updated_at, editor_username, comment, factors), scored
 * with the domain rules against each company's last price.
 *
 * The factors of each reviewed process are kept by each server instance for its review's parts
 * version (investment_reviews.parts_version, migration 0024), which the page's read of the reviews
 * brings: the database counts it up with every change of the review's processes or items, so the
 * same company on the next page read reads no factors (issue 14). Processes, editors and prices
 * are read for every page.
 */
export class LiveRowsReader {
  private readonly kept = new VersionedCache<readonly FactorRow[]>(SCREEN_FACTOR_CACHE_MAX_ROWS, (factors) => Math.max(1, factors.length));

  constructor(private readonly db: Kysely<Database>) {}

  async read(userId: string, investments: readonly { id: string; last_price: number | null }[], processIds: readonly string[]): Promise<LiveRows> {
    const out: LiveRows = { reviewIds: new Map(), processes: new Map(), changedAt: new Map() };
    if (investments.length === 0) return out;
    // The user's reviews of these companies with their processes of the screen and their editor (a
    // row per process; a review without the screen's processes has one row with nulls).
    const joined = await this.db
      .selectFrom('investment_reviews as r')
      .leftJoin('investment_processes as ip', (join) => join.onRef('ip.review_id', '=', 'r.id').on('ip.process_id', 'in', processIds.length ? [...processIds] : ['']))
      .leftJoin('users as u', 'u.id', 'ip.editor_user_id')
      .select(['r.id as review_id', 'r.investment_id', 'r.parts_version', 'ip.id', 'ip.process_id', 'ip.name', 'ip.valuation', 'ip.comment', 'ip.updated_at', 'u.username as editor_username'])
      .where('r.user_id', '=', userId)
      .where('r.investment_id', 'in', investments.map((row) => row.id))
      .execute();
    const processes: ReviewedProcess[] = [];
    for (const row of joined) {
      out.reviewIds.set(row.investment_id, row.review_id);
      if (row.id === null || row.process_id === null || row.name === null || row.updated_at === null) continue;
      processes.push({ investment_id: row.investment_id, id: row.id, process_id: row.process_id, name: row.name, valuation: row.valuation, comment: row.comment, updated_at: row.updated_at, editor_username: row.editor_username, parts_version: Number(row.parts_version) });
    }
    if (processes.length === 0) return out;
    const factorsOf = await this.factors(processes);
    const prices = new Map(investments.map((row) => [row.id, row.last_price]));
    const order = new Map(processIds.map((id, index) => [id, index]));
    for (const row of processes.sort((a, b) => (order.get(a.process_id) ?? 0) - (order.get(b.process_id) ?? 0))) {
      const list = out.processes.get(row.investment_id) ?? [];
      list.push(scoredProcess(row, factorsOf.get(row.id) ?? [], prices.get(row.investment_id) ?? null, out.changedAt));
      out.processes.set(row.investment_id, list);
    }
    return out;
  }

  /**
   * The factors of each process: kept for its review's parts version, or read (and kept) when that
   * version is not. Read after the version, so they are at least as new as it.
   */
  private async factors(processes: readonly ReviewedProcess[]): Promise<Map<string, readonly FactorRow[]>> {
    const out = new Map<string, readonly FactorRow[]>();
    const missing: ReviewedProcess[] = [];
    for (const process of processes) {
      const kept = this.kept.get(process.id, process.parts_version);
      if (kept) out.set(process.id, kept);
      else missing.push(process);
    }
    if (missing.length === 0) return out;
    const read = await readFactors(this.db, missing.map((process) => process.id));
    for (const process of missing) {
      const factors = read.get(process.id) ?? [];
      this.kept.set(process.id, process.parts_version, factors);
      out.set(process.id, factors);
    }
    return out;
  }
}

/** A reviewed process as the page shows it, scored against the last price; counts its latest change into `changedAt`. */
function scoredProcess(row: ReviewedProcess, factors: readonly FactorRow[], lastPrice: number | null, changedAt: Map<string, string>): ScreenProcessRow {
  const investmentId = row.investment_id;
  const summary = investmentProcessSummary(factors.map((factor) => factor.item), lastPrice);
  const valuation = withinOrNull(row.valuation, STORED_VALUATION_RANGE);
  const grades = factors.map((factor) => ({ factor, score: effectiveScore(factor.item, lastPrice) }));
  let changed = row.updated_at;
  for (const factor of factors) if (factor.updated_at > changed) changed = factor.updated_at;
  if (changed > (changedAt.get(investmentId) ?? '')) changedAt.set(investmentId, changed);
  return {
    process_id: row.process_id,
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
  };
}
