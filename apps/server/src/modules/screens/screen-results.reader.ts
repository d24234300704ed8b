import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, ScreenResultsTable } from '../../db/schema';
import { compiledWithIds } from '../../db/compiled-once';
import { count, fromJson } from '../../db/values';
import { MARKET_CAP_RANGE, PRICE_RANGE, withinOrNull, type ScreenFilter, type ScreenSort } from '@thesis/domain';
import { ScreenPageCache } from './screen-page-cache';
import { marketGroups, type MarketGroup } from './screen-aggregations';
import { filteredResults, sortExpression, type QueryContext } from './screen-query.sql';

/** A result row of the last run: the company snapshot, the investment's type and the run's scores. */
export type ResultRow = Omit<ScreenResultsTable, 'screen_id' | 'sort_name' | 'lead_score' | 'lead_relevance' | 'lead_valuation_rank' | 'scores'> & {
  scores: RunScore[];
};

/** The user's holding of a company. */
export interface Holding {
  id: string;
  investment_id: string;
  shares_count: number;
}

/** Rows of a run with the user's holdings among them (by investment id), read with every request. */
export interface ResultRows {
  rows: readonly ResultRow[];
  holdings: ReadonlyMap<string, Holding>;
}

/** One process's values in the scores JSON of a result row. */
interface StoredScore {
  score: number;
  relevance: number;
  valuation_rank: number | null;
  factors: Record<string, number>;
}

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
  /** The screen's results version when it was read (screens.results_version): pages are kept for it. */
  resultsVersion: number;
  userId: string;
  filters: readonly ScreenFilter[];
  /** Null: the lead process's score, best first, then ticker (or ticker alone without a lead). */
  sort: ScreenSort | null;
  leadProcessId: string | null;
  /** Every process of the screen, lead first. */
  processIds: readonly string[];
  /** false: every result of the run, each then explained against the filters. */
  applyFilters: boolean;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The run's values of one company, from its scores JSON. */
function runScores(investmentId: string, scores: string): RunScore[] {
  return Object.entries(fromJson<Record<string, StoredScore>>(scores, {})).map(([processId, stored]) => ({
    process_id: processId,
    investment_id: investmentId,
    score: Number(stored.score),
    relevance: Number(stored.relevance),
    valuation_rank: num(stored.valuation_rank),
    factor_ranks: stored.factors,
  }));
}

/** The workspace's holdings among a page's companies. */
const holdingsAmong = compiledWithIds((db: Kysely<Database>, investmentIds: readonly string[], userId: string) =>
  db.selectFrom('portfolio_investments').select(['id', 'investment_id', 'shares_count']).where('investment_id', 'in', investmentIds).where('user_id', '=', userId),
);

/**
 * The key of what a query reads from the results alone, or null when it reads more: a filter on
 * holdings or a stored fundamental, or a sort on one, reads tables that change without the
 * screen's results version (screen-page-cache.ts).
 */
function keyOf(query: ResultQuery, withFilters: boolean, ...page: unknown[]): string | null {
  const filters = withFilters ? query.filters : [];
  if (filters.some((filter) => filter.type === 'portfolio' || filter.type === 'metric') || query.sort?.key.type === 'metric') return null;
  return JSON.stringify([query.userId, query.leadProcessId, query.processIds, filters, query.sort, ...page]);
}

/**
 * Reads pages of a screen's last run, filtered and sorted in SQL. Pages and counts that read the
 * results alone are kept for the screen's results version (screen-page-cache.ts): asked again, a
 * page reads only the user's holdings among its companies.
 */
export class ScreenResultsReader {
  private readonly kept = new ScreenPageCache<ResultRow>();

  constructor(private readonly db: Kysely<Database>, private readonly dialect: Dialect) {}

  private context(query: ResultQuery): QueryContext {
    return { dialect: this.dialect, userId: query.userId, leadProcessId: query.leadProcessId, processIds: query.processIds };
  }

  private base(query: ResultQuery, withFilters: boolean) {
    return filteredResults(this.db, query.screenId, withFilters ? query.filters : [], this.context(query));
  }

  /** The market groups of the rows passing the filters (the by-sector and by-industry panel of a filtered view). */
  marketGroups(query: ResultQuery): Promise<MarketGroup[]> {
    return marketGroups(this.base(query, true));
  }

  async count(query: ResultQuery, withFilters: boolean): Promise<number> {
    const key = keyOf(query, withFilters, 'count');
    const kept = key === null ? undefined : this.kept.get(query.screenId, query.resultsVersion, key);
    if (kept && kept.total !== null) return kept.total;
    const row = await this.base(query, withFilters).select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
    const total = count(row?.count);
    if (key !== null) this.kept.set(query.screenId, query.resultsVersion, key, { rows: [], total });
    return total;
  }

  /**
   * One page in the order asked, with the number of rows the query selects before paging (null when
   * the page is past the end: no row to carry it), and what `alongside` reads for its companies. A
   * page that reads the results alone is kept for the results version; asked again, only the
   * holdings among its companies are read, at the same time as `alongside` (on PostgreSQL one round
   * trip, not two). Kept rows are shared between requests: they are never changed.
   */
  async page<T>(query: ResultQuery, limit: number, offset: number, alongside: (rows: readonly ResultRow[]) => Promise<T>): Promise<ResultRows & { total: number | null; alongside: T }> {
    const key = keyOf(query, query.applyFilters, limit, offset);
    const page = key === null ? undefined : this.kept.get(query.screenId, query.resultsVersion, key);
    if (!page) {
      const read = await this.read(query, limit, offset);
      if (key !== null) this.kept.set(query.screenId, query.resultsVersion, key, { rows: read.rows, total: read.total });
      return { ...read, alongside: await alongside(read.rows) };
    }
    const [held, also] = await Promise.all([page.rows.length ? holdingsAmong(this.db, page.rows.map((row) => row.investment_id), query.userId) : [], alongside(page.rows)]);
    const holdings = new Map<string, Holding>(held.map((row) => [row.investment_id, { id: row.id, investment_id: row.investment_id, shares_count: Number(row.shares_count) }]));
    return { rows: page.rows, holdings, total: page.total, alongside: also };
  }

  /** Every row the filters select, in the order asked (the CSV export): never kept. */
  async all(query: ResultQuery): Promise<ResultRows> {
    return this.read(query, null, 0);
  }

  /**
   * Reads a page in one statement, with the holdings among it. A page is chosen among narrow rows
   * (the company and the count) and only its own rows are read whole: the whole rows of every
   * match, sorted to keep 25, cost two thirds of the statement (SQLite, 300 matches).
   */
  private async read(query: ResultQuery, limit: number | null, offset: number): Promise<ResultRows & { rows: ResultRow[]; total: number | null }> {
    const sort = query.sort ?? (query.leadProcessId ? { key: { type: 'process' as const, processId: query.leadProcessId, measure: 'score' as const }, direction: 'desc' as const } : null);
    const value = sort ? sortExpression(sort, this.context(query)) : null;
    const ordered = <Q extends SelectQueryBuilder<Database & { sr: ScreenResultsTable }, 'sr', object>>(select: Q): Q => {
      let out = select;
      if (sort && value) out = out.orderBy(sql`case when ${value} is null then 1 else 0 end`).orderBy(value, sort.direction) as Q;
      return out.orderBy('sr.ticker').orderBy('sr.investment_id') as Q;
    };
    const fullCount = sql<number | string>`count(*) over ()`.as('full_count');
    const matches = this.base(query, query.applyFilters);
    const source =
      limit === null
        ? matches.select(['sr.investment_id as page_investment_id', fullCount])
        : ordered(matches.select(['sr.investment_id as page_investment_id', fullCount])).limit(limit).offset(offset);
    const select = ordered(
      this.db
        .selectFrom(source.as('page'))
        .innerJoin('screen_results as sr', (join) => join.onRef('sr.investment_id', '=', 'page.page_investment_id').on('sr.screen_id', '=', query.screenId))
        .leftJoin('portfolio_investments as pi', (join) => join.onRef('pi.investment_id', '=', 'sr.investment_id').on('pi.user_id', '=', query.userId))
        .select([
          'sr.investment_id', 'sr.type', 'sr.ticker', 'sr.name', 'sr.sector', 'sr.industry', 'sr.classification', 'sr.exchange', 'sr.currency',
          'sr.last_price', 'sr.market_cap', 'sr.figures_updated_at', 'sr.reviewed_at', 'sr.scores', 'pi.id as holding_id', 'pi.shares_count', 'page.full_count',
        ]),
    );
    const found = await select.execute();
    const holdings = new Map<string, Holding>();
    const rows = found.map(({ full_count: _, scores, holding_id, shares_count, ...row }) => {
      if (holding_id !== null) holdings.set(row.investment_id, { id: holding_id, investment_id: row.investment_id, shares_count: Number(shares_count) });
      return { ...row, last_price: withinOrNull(row.last_price, PRICE_RANGE), market_cap: withinOrNull(row.market_cap, MARKET_CAP_RANGE), scores: runScores(row.investment_id, scores) };
    });
    return { rows, holdings, total: found.length ? count(found[0]!.full_count) : null };
  }
}
