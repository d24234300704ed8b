import { sql, type Kysely } from 'kysely';
import { effectiveScore, gradeRank, investmentProcessSummary } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { toJson } from '../../db/values';
import { readFactors, type FactorRow } from './factor-rows';

/**
 * The summaries screens read from investment_processes (migration 0010): per reviewed process its
 * summary score and relevance, its factors' grade ranks and the rank of its first graded Valuation
 * factor, computed with the domain rules. Writes to a process's items clear its summary_at; a run
 * recomputes here the cleared ones, and those that depend on the price (a Valuation factor) when
 * the investment changed since.
 */

export interface ProcessSummary {
  score: number;
  relevance: number;
  factor_ranks: Record<string, number>;
  /** The first (by position) Valuation factor's grade rank that is not n_a; null without one. */
  valuation_rank: number | null;
  /** Depends on the last price: it has a Valuation factor. */
  priced: boolean;
}

/** Rows per statement when reading factors and writing summaries. */
const CHUNK = 2000;

/** The summary of one reviewed process from its factors, in review order, at a last price. */
export function summarize(factors: readonly FactorRow[], lastPrice: number | null): ProcessSummary {
  const items = factors.map((row) => ({ source: row.source_item_id, item: row.item }));
  const summary = investmentProcessSummary(items.map((entry) => entry.item), lastPrice);
  const ranks: Record<string, number> = {};
  let valuationRank: number | null = null;
  for (const { source, item } of items) {
    const rank = gradeRank(effectiveScore(item, lastPrice));
    if (item.type === 'Valuation' && valuationRank === null && rank !== null) valuationRank = rank;
    if (source && rank !== null) ranks[source] = rank;
  }
  return { score: summary.score, relevance: summary.relevance, factor_ranks: ranks, valuation_rank: valuationRank, priced: items.some(({ item }) => item.type === 'Valuation') };
}

/** Recomputes the out-of-date summaries of a user's reviews of these processes; answers how many. */
export async function refreshSummaries(db: Kysely<Database>, userId: string, processIds: readonly string[], now: string): Promise<number> {
  if (processIds.length === 0) return 0;
  const stale = await db
    .selectFrom('investment_processes as ip')
    .innerJoin('investment_reviews as r', 'r.id', 'ip.review_id')
    .innerJoin('investments as i', 'i.id', 'r.investment_id')
    .select(['ip.id', 'i.last_price'])
    .where('r.user_id', '=', userId)
    .where('ip.process_id', 'in', [...processIds])
    .where((eb) => eb.or([eb('ip.summary_at', 'is', null), eb.and([eb('ip.summary_priced', '=', 1), eb('i.updated_at', '>=', eb.ref('ip.summary_at'))])]))
    .execute();
  for (let start = 0; start < stale.length; start += CHUNK) {
    const chunk = stale.slice(start, start + CHUNK);
    const byProcess = await readFactors(db, chunk.map((row) => row.id));
    const values = chunk.map((row) => {
      const summary = summarize(byProcess.get(row.id) ?? [], row.last_price === null ? null : Number(row.last_price));
      return sql`(${row.id}, ${summary.score}, ${summary.relevance}, ${toJson(summary.factor_ranks)}, ${summary.valuation_rank}, ${summary.priced ? 1 : 0})`;
    });
    await sql`
      with v(id, score, relevance, factor_ranks, valuation_rank, priced) as (values ${sql.join(values)})
      update investment_processes set
        summary_score = cast(v.score as double precision), summary_relevance = cast(v.relevance as double precision),
        summary_factor_ranks = v.factor_ranks, summary_valuation_rank = cast(v.valuation_rank as integer),
        summary_priced = cast(v.priced as integer), summary_at = ${now}
      from v where investment_processes.id = v.id`.execute(db);
  }
  return stale.length;
}
