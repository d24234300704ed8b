import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { gradeRank, type ScreenFilter, type ScreenSort } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The SQL of a screen's filters and sort over its last run (screen_results `sr`, joined to
 * screen_result_scores). It agrees with the domain rules (filter-evaluation.ts, sort-rows.ts):
 * text compares case-insensitively, ranges include their ends, a missing value fails every filter
 * and sorts last in both directions, ties go by ticker.
 */
type Eb = ExpressionBuilder<Database & { sr: Database['screen_results'] }, 'sr'>;

const TEXT_COLUMN = { sector: 'sr.sector', industry: 'sr.industry', exchange: 'sr.exchange', currency: 'sr.currency' } as const;
const RANGE_COLUMN = { price: 'sr.last_price', market_cap: 'sr.market_cap' } as const;

/** A factor's grade rank inside the factor_ranks JSON text of a scores row `s`. */
export function factorRank(dialect: Dialect, factorId: string): Expression<number | null> {
  return dialect === 'postgres'
    ? sql<number | null>`(s.factor_ranks::jsonb ->> ${factorId})::integer`
    : sql<number | null>`json_extract(s.factor_ranks, ${`$."${factorId}"`})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used inside several query scopes
function between(eb: ExpressionBuilder<any, any>, ref: Expression<unknown> | string, min: number | null, max: number | null): Expression<SqlBool> {
  const value = typeof ref === 'string' ? sql.ref(ref) : ref;
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`${value} is not null`];
  if (min !== null) parts.push(sql<SqlBool>`${value} >= ${min}`);
  if (max !== null) parts.push(sql<SqlBool>`${value} <= ${max}`);
  return eb.and(parts);
}

function scoresOf(eb: Eb) {
  return eb.selectFrom('screen_result_scores as s').select(sql.lit(1).as('one')).whereRef('s.screen_id', '=', 'sr.screen_id').whereRef('s.investment_id', '=', 'sr.investment_id');
}

/** The WHERE condition of one filter. */
export function filterCondition(eb: Eb, filter: ScreenFilter, ctx: { dialect: Dialect; userId: string }): Expression<SqlBool> {
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
      return eb.exists(scoresOf(eb).where('s.process_id', '=', filter.processId).where((inner) => between(inner, `s.${filter.measure}`, filter.min, filter.max)));
    case 'valuation':
      return eb.exists(scoresOf(eb).where('s.process_id', '=', filter.processId).where((inner) => between(inner, 's.valuation_rank', gradeRank(filter.min), gradeRank(filter.max))));
    case 'factor':
      return eb.exists(scoresOf(eb).where((inner) => between(inner, factorRank(ctx.dialect, filter.factorId), gradeRank(filter.min), gradeRank(filter.max))));
  }
}

/**
 * The result rows of a screen that pass every filter (no filters: all of them). A filter on a
 * process's score, relevance or valuation joins that process's scores row (its primary key, or
 * the (screen_id, process_id, score) index the planner may start from); the others are conditions.
 */
export function filteredResults(db: Kysely<Database>, screenId: string, filters: readonly ScreenFilter[], ctx: { dialect: Dialect; userId: string }) {
  let query = db.selectFrom('screen_results as sr').where('sr.screen_id', '=', screenId);
  filters.forEach((filter, index) => {
    if (filter.type === 'process' || filter.type === 'valuation') {
      const alias = `f${index}`;
      const joined = query.innerJoin(`screen_result_scores as ${alias}` as 'screen_result_scores as fx', (join) =>
        join.onRef(`${alias}.screen_id` as 'fx.screen_id', '=', 'sr.screen_id').onRef(`${alias}.investment_id` as 'fx.investment_id', '=', 'sr.investment_id').on(`${alias}.process_id` as 'fx.process_id', '=', filter.processId));
      const column = sql.ref(`${alias}.${filter.type === 'valuation' ? 'valuation_rank' : filter.measure}`);
      const [min, max] = filter.type === 'valuation' ? [gradeRank(filter.min), gradeRank(filter.max)] : [filter.min, filter.max];
      query = joined.where((eb) => between(eb, column, min, max)) as unknown as typeof query;
    } else query = query.where((eb) => filterCondition(eb as unknown as Eb, filter, ctx));
  });
  return query;
}

/** The value a sort orders by, as an SQL expression over `sr` (process sorts join `ss`). */
export function sortExpression(sort: ScreenSort, dialect: Dialect): Expression<unknown> {
  const key = sort.key;
  switch (key.type) {
    case 'company':
      if (key.field === 'price') return sql`sr.last_price`;
      if (key.field === 'market_cap') return sql`sr.market_cap`;
      if (key.field === 'ticker') return sql`sr.ticker`;
      if (key.field === 'name') return sql`sr.sort_name`;
      return sql`nullif(lower(trim(${sql.ref(TEXT_COLUMN[key.field])})), '')`;
    case 'process':
      return key.measure === 'valuation' ? sql`ss.valuation_rank` : sql.ref(`ss.${key.measure}`);
    case 'factor':
      return sql`(select max(${factorRank(dialect, key.factorId)}) from screen_result_scores s where s.screen_id = sr.screen_id and s.investment_id = sr.investment_id)`;
  }
}
