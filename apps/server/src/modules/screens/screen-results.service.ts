import {
  asShown,
  displayTicker,
  evaluateFilters,
  GRADES_WORST_FIRST,
  metricDecimals,
  metricOrMissing,
  metricsFor,
  screenMetric,
  viewMetricIds,
  type FilterNames,
  type ScaleValue,
  type ScreenInvestment,
  type ScreenProcessColumn,
  type ScreenResults,
  type ScreenRow,
  type ScreenView,
} from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { FxRepository } from '../fx/fx.repository';
import { MetricsRepository } from '../metrics/metrics.repository';
import { scopeOf, type Viewer } from '../teams/workspace';
import { reportingCurrencyOf } from '../users/users.presenter';
import { PresentedAggregations, presentMarket } from './screen-aggregations';
import { toCsv } from './csv';
import { LiveRowsReader } from './screen-live-rows';
import { ScreenResultsReader, type ResultQuery, type ResultRow, type RunScore } from './screen-results.reader';
import type { ScreenRecord } from './screens.repository';
import type { ScreensService } from './screens.service';

export interface PageRequest {
  page: number;
  limit: number;
  show: 'passing' | 'all';
}

const gradeOf = (rank: number | null | undefined): ScaleValue | null => (rank ? (GRADES_WORST_FIRST[rank - 1] ?? null) : null);

type RunValues = Pick<ScreenRow, 'processes' | 'factors'>;

/** The run's values of each row as the filter rules read them, worked out once per row read (kept rows are shared by later requests). */
const runValuesKept = new WeakMap<readonly RunScore[], RunValues>();

function runValuesOf(scores: readonly RunScore[]): RunValues {
  let values = runValuesKept.get(scores);
  if (values) return values;
  const processes: Record<string, ScreenRow['processes'][string]> = {};
  const factors: Record<string, ScaleValue | null> = {};
  for (const score of scores) {
    processes[score.process_id] = { score: score.score, relevance: score.relevance, valuation: gradeOf(score.valuation_rank) };
    for (const [factorId, rank] of Object.entries(score.factor_ranks)) factors[factorId] = gradeOf(rank);
  }
  values = { processes, factors };
  runValuesKept.set(scores, values);
  return values;
}

/** The row the domain filter rules read, from the run's snapshot and scores. */
export function screenRowOf(row: ResultRow, inPortfolio: boolean, metrics: ScreenRow['metrics']): ScreenRow {
  const { processes, factors } = runValuesOf(row.scores);
  return {
    ticker: row.ticker, name: row.name, sector: row.sector, industry: row.industry, exchange: row.exchange, currency: row.currency,
    last_price: row.last_price, market_cap: row.market_cap, in_portfolio: inPortfolio, processes, factors, metrics,
  };
}

export function filterNames(columns: readonly ScreenProcessColumn[]): FilterNames {
  return {
    processes: Object.fromEntries(columns.map((column) => [column.id, column.name])),
    factors: Object.fromEntries(columns.flatMap((column) => column.factors.map((factor) => [factor.id, factor.name]))),
  };
}

const processIdsOf = (record: ScreenRecord): string[] => [record.lead_process_id, ...record.secondary_process_ids].filter((id): id is string => !!id);

const shownOrNull = (value: number | null | undefined, decimals: number) => (value === null || value === undefined ? null : asShown(value, decimals));

/** GET /screens/{id} and its CSV export: the last run's companies through the view's filters and sort. */
export class ScreenResultsService {
  private readonly reader: ScreenResultsReader;
  private readonly live: LiveRowsReader;
  private readonly aggregations = new PresentedAggregations();

  constructor(private readonly deps: { db: Kysely<Database>; dialect: Dialect; screens: ScreensService }) {
    this.reader = new ScreenResultsReader(deps.db, deps.dialect);
    this.live = new LiveRowsReader(deps.db);
  }

  async page(viewer: Viewer, id: string, view: ScreenView, request: PageRequest): Promise<{ data: ScreenResults; total: number }> {
    const record = await this.deps.screens.find(viewer, id);
    const processIds = processIdsOf(record);
    const userId = scopeOf(viewer);
    const query: ResultQuery = { screenId: id, resultsVersion: record.results_version, userId, filters: view.filters, sort: view.sort, leadProcessId: record.lead_process_id, processIds, applyFilters: request.show === 'passing' };
    const metricIds = viewMetricIds(view);
    // The user's live review data and the stored fundamentals of the page's companies are read as
    // soon as its companies are known, beside the screen's own presentation (on PostgreSQL, fewer
    // round trips one after another). The live data is read for the screen's stored process ids,
    // not its columns: a deleted process is no column (ScreensService.columns), and its review data
    // no longer names it (investment_processes.process_id is set null), so neither reads it.
    const [[screen], { rows, holdings, total: selected, alongside: [live, metrics] }] = await Promise.all([
      this.deps.screens.present(viewer, [record]),
      this.reader.page(query, request.limit, (request.page - 1) * request.limit, (page) => Promise.all([
        this.live.read(userId, page.map((row) => ({ id: row.investment_id, last_price: row.last_price })), processIds),
        new MetricsRepository(this.deps.db).forCompanies(metricIds.length ? page.map((row) => row.investment_id) : [], metricIds),
      ])),
    ]);
    // The page query counts the rows it selects; past the last page, or when every row is shown,
    // the filtered count is a query of its own.
    const total = selected ?? (await this.reader.count(query, query.applyFilters));
    const matching = request.show === 'all' ? await this.reader.count(query, true) : total;
    const names = filterNames(screen!.processes);
    const investments: ScreenInvestment[] = rows.map((row) => {
      const run = row.scores;
      const inPortfolio = holdings.has(row.investment_id);
      const processes = (live.processes.get(row.investment_id) ?? []).map((process) => {
        const stored = run.find((score) => score.process_id === process.process_id);
        return { ...process, run_score: stored?.score ?? null, run_relevance: stored?.relevance ?? null };
      });
      const rowMetrics = metricsFor(metrics.get(row.investment_id), metricIds);
      const reviewedAt = live.changedAt.get(row.investment_id) ?? row.reviewed_at;
      const stale = !!record.last_run_at && (processes.some((process) => process.run_score !== process.score || process.run_relevance !== process.relevance)
        || (reviewedAt !== null && reviewedAt > record.last_run_at));
      return {
        id: row.investment_id,
        investment_review_id: live.reviewIds.get(row.investment_id) ?? null,
        ticker: row.ticker, name: row.name, type: row.type === 'custom' ? 'custom' : 'listed',
        exchange: row.exchange, currency: row.currency, sector: row.sector, industry: row.industry,
        classification: row.classification === 'gics' || row.classification === 'sic' ? row.classification : null,
        last_price: row.last_price, market_cap: row.market_cap,
        in_portfolio: inPortfolio,
        processes: { data: processes },
        evaluation: evaluateFilters(view.filters, screenRowOf(row, inPortfolio, rowMetrics), names),
        metrics: rowMetrics,
        freshness: { figures_updated_at: row.figures_updated_at, reviewed_at: reviewedAt, stale },
      };
    });
    // The by-sector and by-industry groups follow the view's filters; the process figures stay the run's.
    const [rates, filteredGroups] = await Promise.all([new FxRepository(this.deps.db).table(), view.filters.length ? this.reader.marketGroups(query) : null]);
    const reporting = reportingCurrencyOf(viewer);
    const presented = this.aggregations.of(record, reporting, rates.table);
    const aggregations = filteredGroups ? { ...presented, ...presentMarket(filteredGroups, reporting, rates.table), groups_follow_filters: true } : presented;
    return {
      data: { ...screen!, investments, portfolioInvestments: rows.flatMap((row) => holdings.get(row.investment_id) ?? []), aggregations, matching_count: matching },
      total,
    };
  }

  /** Every company passing the filters, in the view's order, as CSV (run values). */
  async csv(viewer: Viewer, id: string, view: ScreenView): Promise<{ fileName: string; body: string }> {
    const record = await this.deps.screens.find(viewer, id);
    const [screen] = await this.deps.screens.present(viewer, [record]);
    const query: ResultQuery = { screenId: id, resultsVersion: record.results_version, userId: scopeOf(viewer), filters: view.filters, sort: view.sort, leadProcessId: record.lead_process_id, processIds: processIdsOf(record), applyFilters: true };
    const { rows, holdings } = await this.reader.all(query);
    const columns = screen!.processes;
    const metricIds = viewMetricIds(view);
    const metrics = await new MetricsRepository(this.deps.db).forCompanies(metricIds.length ? rows.map((row) => row.investment_id) : [], metricIds);
    const header = ['Ticker', 'Company name', 'Exchange', 'Sector', 'Industry', 'Currency', 'Last price', 'Market cap (m)', 'In portfolio',
      ...columns.flatMap((column) => [`${column.name} score`, `${column.name} relevance`, `${column.name} valuation`, ...column.factors.map((factor) => `${column.name}: ${factor.name}`)]),
      ...metricIds.flatMap((metricId) => { const { label, unit } = screenMetric(metricId); return [`${label} (${unit})`, `${label} as of`]; }),
      'Figures updated', 'Reviewed'];
    const lines = rows.map((row) => {
      const run = row.scores;
      // Numbers as the page shows them: market cap in millions to one decimal, relevance to one, each metric to its own.
      const cells: (string | number | null)[] = [displayTicker(row.ticker), row.name, row.exchange, row.sector, row.industry, row.currency, row.last_price, shownOrNull(row.market_cap, 1), holdings.has(row.investment_id) ? 'yes' : 'no'];
      for (const column of columns) {
        const score = run.find((entry) => entry.process_id === column.id);
        cells.push(score?.score ?? null, shownOrNull(score?.relevance, 1), gradeOf(score?.valuation_rank));
        for (const factor of column.factors) cells.push(gradeOf(score?.factor_ranks[factor.id]));
      }
      for (const metricId of metricIds) {
        const stored = metricOrMissing(metrics.get(row.investment_id), metricId);
        const { unit, decimals } = screenMetric(metricId);
        cells.push(shownOrNull(stored.value, metricDecimals(unit, decimals)), stored.as_of);
      }
      cells.push(row.figures_updated_at, row.reviewed_at);
      return cells;
    });
    const safeName = record.name.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || 'screen';
    return { fileName: `${safeName}-results.csv`, body: toCsv([header, ...lines]) };
  }
}
