import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { gradeRank, type ScreenFilter, type ScreenSort } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The SQL of a screen's filters and sort over its last run (screen_results `sr`: one row per
 * company, the lead process's values in columns, every process's in the scores JSON). It agrees
 * with the domain rules (filter-evaluation.ts, sort-rows.ts); metrics are read from
 * investment_metrics by the company's id. Text compares case-insensitively,
 * ranges include their ends, a missing value fails every filter and sorts last in both
 * directions, ties go by ticker.
 */
type Eb = ExpressionBuilder<Database & { sr: Database['screen_results'] }, 'sr'>;

export interface QueryContext {
  dialect: Dialect;
  userId: string;
  leadProcessId: string | null;
  /** Every process of the screen (a factor filter or sort reads the factor in each). */
  processIds: readonly string[];
}

const TEXT_COLUMN = { sector: 'sr.sector', industry: 'sr.industry', exchange: 'sr.exchange', currency: 'sr.currency' } as const;
const RANGE_COLUMN = { price: 'sr.last_price', market_cap: 'sr.market_cap' } as const;
const LEAD_COLUMN = { score: 'sr.lead_score', relevance: 'sr.lead_relevance', valuation_rank: 'sr.lead_valuation_rank' } as const;

/** A number inside the scores JSON text of `sr`, at a path of keys. */
function jsonNumber(dialect: Dialect, keys: readonly string[]): RawBuilder<number | null> {
  if (dialect === 'postgres') {
    const path = `{${keys.map((key) => `"${key.replace(/["\\]/g, '')}"`).join(',')}}`;
    return sql<number | null>`cast(cast(sr.scores as jsonb) #>> ${path} as double precision)`;
  }
  return sql<number | null>`json_extract(sr.scores, ${`$${keys.map((key) => `."${key.replace(/["\\]/g, '')}"`).join('')}`})`;
}

/** A process's summary score, relevance or valuation grade rank in a result row (the lead's from its columns). */
export function processValue(dialect: Dialect, leadProcessId: string | null, processId: string, measure: 'score' | 'relevance' | 'valuation_rank'): RawBuilder<number | null> {
  if (processId === leadProcessId) return sql<number | null>`${sql.ref(LEAD_COLUMN[measure])}`;
  return jsonNumber(dialect, [processId, measure]);
}

/** A factor's grade rank in a result row: the best over the screen's processes that hold it. */
export function factorRank(ctx: Pick<QueryContext, 'dialect' | 'processIds'>, factorId: string): RawBuilder<number | null> {
  const ranks = ctx.processIds.map((processId) => sql`coalesce(${jsonNumber(ctx.dialect, [processId, 'factors', factorId])}, 0)`);
  return sql<number | null>`nullif(${sql.raw(ctx.dialect === 'postgres' ? 'greatest' : 'max')}(${sql.join([...ranks, sql.lit(0)])}), 0)`;
}

/** A stored fundamental of the row's company (investment_metrics, read through its primary key); null without one. */
export function metricValue(metricId: string): RawBuilder<number | null> {
  return sql<number | null>`(select im.value from investment_metrics im where im.investment_id = sr.investment_id and im.metric_id = ${metricId})`;
}

/** The row's company has the metric inside [min, max] (one index probe, not one per end). */
function metricWithin(metricId: string, min: number | null, max: number | null): RawBuilder<SqlBool> {
  const ends = [sql`im.value is not null`, ...(min !== null ? [sql`im.value >= ${min}`] : []), ...(max !== null ? [sql`im.value <= ${max}`] : [])];
  return sql<SqlBool>`exists (select 1 from investment_metrics im where im.investment_id = sr.investment_id and im.metric_id = ${metricId} and ${sql.join(ends, sql` and `)})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used inside several query scopes
function between(eb: ExpressionBuilder<any, any>, ref: Expression<unknown> | string, min: number | null, max: number | null): Expression<SqlBool> {
  const value = typeof ref === 'string' ? sql.ref(ref) : ref;
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`${value} is not null`];
  if (min !== null) parts.push(sql<SqlBool>`${value} >= ${min}`);
  if (max !== null) parts.push(sql<SqlBool>`${value} <= ${max}`);
  return eb.and(parts);
}

/** The WHERE condition of one filter. */
export function filterCondition(eb: Eb, filter: ScreenFilter, ctx: QueryContext): Expression<SqlBool> {
  switch (filter.type) {
    case 'text':
      return eb(sql`lower(trim(${sql.ref(TEXT_COLUMN[filter.field])}))`, 'in', filter.values.map((value) => value.trim().toLowerCase()));
    case 'range':
      return between(eb, RANGE_COLUMN[filter.field], filter.min, filter.max);
    case 'portfolio': {
      const held = eb.exists(
        eb.selectFrom('portfolio_investments as pi').select(sql.lit(1).as('one')).whereRef('pi.investment_id', '=', 'sr.investment_id').where('pi.user_id', '=', ctx.userId),
      );
      return filter.inPortfolio ? held : eb.not(held);
    }
    case 'process':
      return between(eb, processValue(ctx.dialect, ctx.leadProcessId, filter.processId, filter.measure), filter.min, filter.max);
    case 'valuation':
      return between(eb, processValue(ctx.dialect, ctx.leadProcessId, filter.processId, 'valuation_rank'), gradeRank(filter.min), gradeRank(filter.max));
    case 'factor':
      return between(eb, factorRank(ctx, filter.factorId), gradeRank(filter.min), gradeRank(filter.max));
    case 'metric':
      return metricWithin(filter.metricId, filter.min, filter.max);
  }
}

/** The result rows of a screen that pass every filter (no filters: all of them). */
export function filteredResults(db: Kysely<Database>, screenId: string, filters: readonly ScreenFilter[], ctx: QueryContext) {
  let query = db.selectFrom('screen_results as sr').where('sr.screen_id', '=', screenId);
  for (const filter of filters) query = query.where((eb) => filterCondition(eb, filter, ctx));
  return query;
}

/** The value a sort orders by, as an SQL expression over `sr`. */
export function sortExpression(sort: ScreenSort, ctx: QueryContext): Expression<unknown> {
  const key = sort.key;
  switch (key.type) {
    case 'company':
      if (key.field === 'price') return sql`sr.last_price`;
      if (key.field === 'market_cap') return sql`sr.market_cap`;
      if (key.field === 'ticker') return sql`sr.ticker`;
      if (key.field === 'name') return sql`sr.sort_name`;
      return sql`nullif(lower(trim(${sql.ref(TEXT_COLUMN[key.field])})), '')`;
    case 'process':
      return processValue(ctx.dialect, ctx.leadProcessId, key.processId, key.measure === 'valuation' ? 'valuation_rank' : key.measure);
    case 'factor':
      return factorRank(ctx, key.factorId);
    case 'metric':
      return metricValue(key.metricId);
  }
}
