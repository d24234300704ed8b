import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, ScreenResultsTable } from '../../db/schema';
import { count, fromJson } from '../../db/values';
import type { ScreenFilter, ScreenSort } from '@thesis/domain';
import { filteredResults, sortExpression } from './screen-query.sql';

/** A result row of the last run with the company snapshot, and the investment's type. */
export type ResultRow = Omit<ScreenResultsTable, 'screen_id' | 'sort_name'> & { type: string };

/** The run's values of one company for one process. */
export interface RunScore {
  process_id: string;
  investment_id: string;
  score: number;
  relevance: number;
  valuation_rank: number | null;
  factor_ranks: Record<string, number>;
}

export interface ResultQuery {
  screenId: string;
  userId: string;
  filters: readonly ScreenFilter[];
  /** Null: the lead process's score, best first, then ticker (or ticker alone without a lead). */
  sort: ScreenSort | null;
  leadProcessId: string | null;
  /** false: every result of the run, each then explained against the filters. */
  applyFilters: boolean;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Reads pages of a screen's last run, filtered and sorted in SQL. */
export class ScreenResultsReader {
  constructor(private readonly db: Kysely<Database>, private readonly dialect: Dialect) {}

  private base(query: ResultQuery, withFilters: boolean) {
    return filteredResults(this.db, query.screenId, withFilters ? query.filters : [], { dialect: this.dialect, userId: query.userId });
  }

  async count(query: ResultQuery, withFilters: boolean): Promise<number> {
    const row = await this.base(query, withFilters).select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
    return count(row?.count);
  }

  /** One page (or every row: limit null) in the order asked. */
  async rows(query: ResultQuery, limit: number | null, offset = 0): Promise<ResultRow[]> {
    const sort = query.sort ?? (query.leadProcessId ? { key: { type: 'process' as const, processId: query.leadProcessId, measure: 'score' as const }, direction: 'desc' as const } : null);
    const processId = sort?.key.type === 'process' ? sort.key.processId : null;
    let select = this.base(query, query.applyFilters)
      .innerJoin('investments as i', 'i.id', 'sr.investment_id')
      .leftJoin('screen_result_scores as ss', (join) =>
        join.onRef('ss.screen_id', '=', 'sr.screen_id').onRef('ss.investment_id', '=', 'sr.investment_id').on('ss.process_id', '=', processId ?? ''),
      )
      .select([
        'sr.investment_id', 'i.type', 'sr.ticker', 'sr.name', 'sr.sector', 'sr.industry', 'sr.exchange', 'sr.currency',
        'sr.last_price', 'sr.market_cap', 'sr.figures_updated_at', 'sr.reviewed_at',
      ]);
    if (sort) {
      const value = sortExpression(sort, this.dialect);
      select = select.orderBy(sql`case when ${value} is null then 1 else 0 end`).orderBy(value, sort.direction);
    }
    select = select.orderBy('sr.ticker').orderBy('sr.investment_id');
    if (limit !== null) select = select.limit(limit).offset(offset);
    const rows = await select.execute();
    return rows.map((row) => ({ ...row, last_price: num(row.last_price), market_cap: num(row.market_cap) }));
  }

  /** The run's scores of some companies (every company of the run when ids is null). */
  async scores(screenId: string, investmentIds: readonly string[] | null): Promise<RunScore[]> {
    if (investmentIds?.length === 0) return [];
    let query = this.db.selectFrom('screen_result_scores').select(['process_id', 'investment_id', 'score', 'relevance', 'valuation_rank', 'factor_ranks']).where('screen_id', '=', screenId);
    if (investmentIds) query = query.where('investment_id', 'in', [...investmentIds]);
    const rows = await query.execute();
    return rows.map((row) => ({
      process_id: row.process_id,
      investment_id: row.investment_id,
      score: Number(row.score),
      relevance: Number(row.relevance),
      valuation_rank: num(row.valuation_rank),
      factor_ranks: fromJson<Record<string, number>>(row.factor_ranks, {}),
    }));
  }

  /** The user's holdings among these companies. */
  async holdings(userId: string, investmentIds: readonly string[] | null): Promise<{ id: string; investment_id: string; shares_count: number }[]> {
    if (investmentIds?.length === 0) return [];
    let query = this.db.selectFrom('portfolio_investments').select(['id', 'investment_id', 'shares_count']).where('user_id', '=', userId);
    if (investmentIds) query = query.where('investment_id', 'in', [...investmentIds]);
    return (await query.execute()).map((row) => ({ ...row, shares_count: Number(row.shares_count) }));
  }
}
