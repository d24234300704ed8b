import {
  encodeFilteringScope,
  groupMembers,
  holdingMoney,
  holdingTotals,
  metricsFor,
  PORTFOLIO_METRIC_IDS,
  PORTFOLIO_MESSAGES,
  portfolioSortKeyString,
  valueHoldings,
  type InvestmentProcess,
  type Portfolio,
  type PortfolioInvestment,
  type PortfolioView,
} from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { FxRepository } from '../fx/fx.repository';
import { MetricsRepository } from '../metrics/metrics.repository';
import { presentInvestmentProcess } from '../investment-processes/investment-processes.presenter';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, type ReviewStore } from '../reviews/review-store';
import { scopeOf, type Viewer } from '../teams/workspace';
import { reportingCurrencyOf } from '../users/users.presenter';
import { filterHoldings, sortHoldings } from './holding-rows';
import { assertPortfolio, canHold } from './portfolio.policy';
import { presentHolding, presentHoldingInvestment } from './portfolio.presenter';
import { PortfolioRepository, type HoldingWithInvestment } from './portfolio.repository';

export interface PortfolioAnswer {
  data: Portfolio;
  meta: { filteringScope: string; sortingScope: string | null; sortingScopeBy: 'asc' | 'desc' | null; computed_at: string };
}

/** The portfolio use cases: read (values, weights, totals, filters, sort), set shares, remove. */
export class PortfolioService {
  readonly repository: PortfolioRepository;
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; reader: ReviewReader }) {
    this.repository = new PortfolioRepository(deps.db);
    this.store = createReviewStore(deps.db);
  }

  /** GET /portfolios and /portfolios/run: every value computed now from the current prices. */
  async view(user: Viewer, view: PortfolioView & { withFactors?: boolean }): Promise<PortfolioAnswer> {
    assertPortfolio(user, 'portfolio.read');
    const reporting = reportingCurrencyOf(user);
    const { holdings: presented, total } = await this.presentAll(user, await this.repository.holdingsOf(scopeOf(user)), reporting);
    const all = await this.withMetrics(presented, view);
    const sorted = sortHoldings(filterHoldings(all, view.filters), view.sort);
    // Factors are always read (factor filters and sorts need them); they are sent only when asked.
    const shown = view.withFactors ? sorted : sorted.map((holding) => ({ ...holding, processes: holding.processes.map(({ factors: _factors, ...process }) => process) }));
    const totals = holdingTotals(shown.map((holding) => ({ ...holding, currency: holding.investment.currency, last_price: holding.investment.last_price })), reporting);
    const members = shown.map((holding) => ({
      sector: holding.investment.sector_l1, industry: holding.investment.sector_l3, classification: holding.investment.classification,
      amount: holding.value.amount, not_converted: holding.value.status === 'no_rate' ? 1 : 0, weight: holding.shares_weight,
    }));
    return {
      data: {
        investments: shown,
        aggregations: { ...totals, portfolio: { count: all.length, shares_total_price: total }, groups: { sector: groupMembers(members, 'sector'), industry: groupMembers(members, 'industry') } },
        processes: processColumns(all),
      },
      meta: {
        filteringScope: encodeFilteringScope(view.filters),
        sortingScope: view.sort ? portfolioSortKeyString(view.sort.key) : null,
        sortingScopeBy: view.sort?.direction ?? null,
        computed_at: nowIso(),
      },
    };
  }

  /** POST /portfolios/investments/{investmentId}: sets (adds or replaces) the number of shares held. */
  async set(user: Viewer, investmentId: string, sharesCount: number) {
    assertPortfolio(user, 'portfolio.use');
    const investment = (await this.repository.visibleInvestments(scopeOf(user), [investmentId])).get(investmentId);
    if (!investment || !canHold(user, investment)) throw notFound(PORTFOLIO_MESSAGES.investmentNotFound);
    const { holding, created } = await this.repository.upsert(scopeOf(user), investment.id, sharesCount, nowIso());
    const reviewId = (await this.store.reviews.reviewIdsFor(scopeOf(user), [investment.id])).get(investment.id) ?? null;
    const rates = await new FxRepository(this.deps.db).table();
    const figures = holdingMoney({ shares_count: holding.shares_count, last_price: investment.last_price, currency: investment.currency, as_of: investment.figures_updated_at }, reportingCurrencyOf(user), rates.table);
    return {
      data: {
        id: holding.id,
        investment_id: holding.investment_id,
        shares_count: holding.shares_count,
        shares_total_price: figures.original ?? 0,
        price_missing: figures.status === 'no_price',
        investment: presentHoldingInvestment(investment, reviewId),
        created_at: holding.created_at,
        updated_at: holding.updated_at,
      },
      meta: { created, message: created ? PORTFOLIO_MESSAGES.added : PORTFOLIO_MESSAGES.updated },
    };
  }

  /** DELETE /portfolios/investments/{id}: by the holding's id, or by the investment's id. */
  async remove(user: Viewer, id: string): Promise<void> {
    assertPortfolio(user, 'portfolio.use');
    const holding = (await this.repository.findById(scopeOf(user), id)) ?? (await this.repository.findFor(scopeOf(user), id));
    if (!holding) throw notFound(PORTFOLIO_MESSAGES.holdingNotFound);
    await this.repository.delete(scopeOf(user), holding.id);
  }

  /** The holding of one investment, if any (GET /portfolios/investments/{investmentId}). */
  async holdingOf(user: Viewer, investmentId: string) {
    assertPortfolio(user, 'portfolio.read');
    const investment = (await this.repository.visibleInvestments(scopeOf(user), [investmentId])).get(investmentId);
    if (!investment) throw notFound(PORTFOLIO_MESSAGES.investmentNotFound);
    const holding = await this.repository.findFor(scopeOf(user), investmentId);
    return holding ? { id: holding.id, investment_id: investmentId, shares_count: holding.shares_count, updated_at: holding.updated_at } : null;
  }

  /** Values (in the reporting currency), weights and the review's processes of every holding; the total value. */
  /** The key fundamentals of every holding, and those the view filters or sorts on. */
  private async withMetrics(holdings: PortfolioInvestment[], view: PortfolioView): Promise<PortfolioInvestment[]> {
    const metricIds = [...new Set<string>([
      ...PORTFOLIO_METRIC_IDS,
      ...view.filters.flatMap((filter) => (filter.type === 'metric' ? [filter.metricId] : [])),
      ...(view.sort?.key.type === 'metric' ? [view.sort.key.metricId] : []),
    ])];
    const stored = await new MetricsRepository(this.deps.db).forCompanies(holdings.map((holding) => holding.investment_id), metricIds);
    return holdings.map((holding) => ({ ...holding, metrics: metricsFor(stored.get(holding.investment_id), metricIds) }));
  }

  private async presentAll(user: Viewer, rows: readonly HoldingWithInvestment[], reporting: string): Promise<{ holdings: PortfolioInvestment[]; total: number }> {
    const investmentIds = rows.map((row) => row.investment.id);
    const reviewIds = await this.store.reviews.reviewIdsFor(scopeOf(user), investmentIds);
    const processes = await this.store.processes.forReviews([...reviewIds.values()]);
    const items = await this.store.items.forProcesses(processes.map((process) => process.id));
    const ctx = await this.deps.reader.for(user.id).context(this.store, null, {
      mediaIds: [...processes, ...items].map((row) => row.media_id),
      peopleIds: [...processes, ...items].map((row) => row.editor_user_id),
    });
    const processesByReview = groupBy(processes, (process) => process.review_id);
    const itemsByProcess = groupBy(items, (item) => item.investment_process_id);
    const inputs = rows.map((row) => ({ shares_count: row.holding.shares_count, last_price: row.investment.last_price, currency: row.investment.currency, as_of: row.investment.figures_updated_at }));
    const { values, total } = valueHoldings(inputs, reporting, (await new FxRepository(this.deps.db).table()).table);
    const holdings = rows.map((row, index) => {
      const reviewId = reviewIds.get(row.investment.id) ?? null;
      const presented: InvestmentProcess[] = (reviewId ? (processesByReview.get(reviewId) ?? []) : []).map((process) =>
        presentInvestmentProcess(process, itemsByProcess.get(process.id) ?? [], { ...ctx, lastPrice: row.investment.last_price }, true),
      );
      return presentHolding(row.holding, row.investment, values[index]!, reviewId, presented);
    });
    return { holdings, total };
  }
}

/** The library processes that appear in the holdings' reviews, with their factors, by name. */
function processColumns(holdings: readonly PortfolioInvestment[]): Portfolio['processes'] {
  const columns = new Map<string, { process_id: string; name: string; factors: Map<string, string> }>();
  for (const holding of holdings) {
    for (const process of holding.processes) {
      if (!process.process_id) continue;
      const column = columns.get(process.process_id) ?? { process_id: process.process_id, name: process.name, factors: new Map<string, string>() };
      for (const factor of process.factors ?? []) if (factor.source_id && !column.factors.has(factor.source_id)) column.factors.set(factor.source_id, factor.name);
      columns.set(process.process_id, column);
    }
  }
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...columns.values()]
    .map((column) => ({ process_id: column.process_id, name: column.name, factors: [...column.factors].map(([id, name]) => ({ id, name })) }))
    .sort((a, b) => byName.compare(a.name, b.name));
}
