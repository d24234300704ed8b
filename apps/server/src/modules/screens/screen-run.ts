import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MARKET_CAP_RANGE, PRICE_RANGE } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { nowIso, toJson } from '../../db/values';
import { aggregate, type ScreenProcessRef, type StoredAggregations } from './screen-aggregations';
import { refreshSummaries } from './process-summaries';
import { processValuationRank, withinOrNullSql } from './screen-run.sql';
import type { ScreenRecord } from './screens.repository';

export type { ScreenProcessRef } from './screen-aggregations';

/**
 * Running a screen (PUT /screens/{id}): in one transaction, bring the summaries of the user's
 * reviews of the screen's processes up to date (process-summaries.ts), then make the screen's
 * results the companies its source selects — a snapshot of their company fields and, per process
 * of the screen, the user's summary score and relevance, valuation grade and factor grades — with
 * one INSERT … SELECT (an upsert) and one DELETE. Stamps investment_count, last_run_at and the aggregations,
 * and counts results_version up.
 */
export async function runScreen(db: Kysely<Database>, dialect: Dialect, screen: ScreenRecord, processes: readonly ScreenProcessRef[]): Promise<{ count: number; lastRunAt: string; aggregations: StoredAggregations }> {
  const now = nowIso();
  const processIds = processes.map((process) => process.id);
  return db.transaction().execute(async (trx) => {
    await refreshSummaries(trx, screen.user_id, processIds, now);
    await writeResults(trx, dialect, screen, processes);
    const aggregations = await aggregate(trx, screen.id, screen.user_id, processes);
    // The results version counts up with the results, in their transaction (screen-page-cache.ts).
    await trx
      .updateTable('screens')
      .set((eb) => ({ investment_count: aggregations.count, last_run_at: now, aggregations: toJson(aggregations), results_version: eb('results_version', '+', 1) }))
      .where('id', '=', screen.id)
      .execute();
    return { count: aggregations.count, lastRunAt: now, aggregations };
  });
}

/** The source's condition on the user's review `r` of an investment. */
function sourceCondition(screen: ScreenRecord): RawBuilder<unknown> {
  if (screen.source_type === 'all_active') {
    return sql`and exists (select 1 from investment_processes sip join processes p on p.id = sip.process_id where sip.review_id = r.id and p.user_id = ${screen.user_id} and p.is_active = 1)`;
  }
  if (screen.source_type === 'associated') {
    return sql`and exists (select 1 from investment_processes sip where sip.review_id = r.id and sip.process_id = ${screen.associated_process_id ?? ''})`;
  }
  return sql``;
}

/**
 * Per company the user reviewed: the lead's values and the scores JSON of every process of the
 * screen (written as text: { "<process id>": { score, relevance, valuation_rank, factors } }). The
 * valuation grade is the process valuation's upside at the last price, else the first graded
 * Valuation factor's.
 */
function scoresByInvestment(dialect: Dialect, screen: ScreenRecord, processIds: readonly string[], leadId: string | null): RawBuilder<unknown> {
  const concat = sql.raw(dialect === 'postgres' ? 'string_agg' : 'group_concat');
  const entry = sql`'"' || p.process_id || '":{"score":' || p.score || ',"relevance":' || p.relevance || ',"valuation_rank":' || coalesce(cast(p.valuation_rank as text), 'null') || ',"factors":' || p.factors || '}'`;
  const lead = (column: string) => sql`max(case when p.process_id = ${leadId ?? ''} then ${sql.ref(`p.${column}`)} end)`;
  return sql`
    select p.investment_id, ${lead('score')} as lead_score, ${lead('relevance')} as lead_relevance, ${lead('valuation_rank')} as lead_valuation_rank,
      '{' || ${concat}(${entry}, ',' order by p.process_id) || '}' as scores
    from (
      select r.investment_id, ip.process_id, ip.summary_score as score, ip.summary_relevance as relevance,
        coalesce(${processValuationRank(dialect, sql.ref('ip.valuation'), sql.ref('i.last_price'))}, ip.summary_valuation_rank) as valuation_rank,
        coalesce(ip.summary_factor_ranks, '{}') as factors
      from investment_reviews r
      join investments i on i.id = r.investment_id
      join investment_processes ip on ip.review_id = r.id
      where r.user_id = ${screen.user_id} and ip.process_id in (${sql.join([...processIds])})
    ) p
    group by p.investment_id`;
}

const SNAPSHOT = ['type', 'ticker', 'name', 'sort_name', 'sector', 'industry', 'classification', 'exchange', 'currency', 'last_price', 'market_cap', 'figures_updated_at', 'reviewed_at'] as const;
const SCORES = ['lead_score', 'lead_relevance', 'lead_valuation_rank', 'scores'] as const;

/** The companies of the source visible to the user (listed, or their own unlisted ones): the FROM and WHERE of the run. */
function sourceRows(screen: ScreenRecord, scores: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    from investments i
    left join investment_reviews r on r.investment_id = i.id and r.user_id = ${screen.user_id}
    ${scores}
    where (i.type = 'listed' or i.owner_id = ${screen.user_id}) ${sourceCondition(screen)}`;
}

/**
 * Writes the run's rows: new companies are inserted, and a row is rewritten only where something
 * changed since the last run — on PostgreSQL an unchanged row then leaves no dead row version
 * behind, so a screen run again and again does not bloat the table between two vacuums. Companies
 * the source no longer selects are removed.
 */
async function writeResults(trx: Kysely<Database>, dialect: Dialect, screen: ScreenRecord, processes: readonly ScreenProcessRef[]): Promise<void> {
  const leadId = processes.find((process) => process.role === 'lead')?.id ?? null;
  const scored = processes.length > 0;
  const join = scored ? sql`left join (${scoresByInvestment(dialect, screen, processes.map((process) => process.id), leadId)}) s on s.investment_id = i.id` : sql``;
  const values = scored ? sql`s.lead_score, s.lead_relevance, s.lead_valuation_rank, coalesce(s.scores, '{}')` : sql`null, null, null, '{}'`;
  const columns = [...SNAPSHOT, ...SCORES];
  const differs = dialect === 'postgres' ? 'is distinct from' : 'is not';
  await sql`
    insert into screen_results (screen_id, investment_id, ${sql.join(columns.map((column) => sql.ref(column)))})
    select ${screen.id}, i.id, i.type, i.ticker, i.name, i.search_name, i.sector_l1, i.sector_l3, i.classification, i.exchange, i.currency, ${withinOrNullSql(sql.ref('i.last_price'), PRICE_RANGE)}, ${withinOrNullSql(sql.ref('i.market_cap'), MARKET_CAP_RANGE)},
      i.figures_updated_at, r.updated_at, ${values}
    ${sourceRows(screen, join)}
    on conflict (screen_id, investment_id) do update set ${sql.join(columns.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))}
    where ${sql.join(columns.map((column) => sql`screen_results.${sql.ref(column)} ${sql.raw(differs)} excluded.${sql.ref(column)}`), sql` or `)}`.execute(trx);
  await sql`delete from screen_results where screen_id = ${screen.id} and investment_id not in (select i.id ${sourceRows(screen, sql``)})`.execute(trx);
}
