import { computeMetrics, displayTicker, type MetricFinancialRow, type MetricId, type MetricResult, type ReviewAccess } from '@thesis/domain';
import type { FinancialsRepository } from '../investments/financials.repository';
import { metricInputOf } from '../metrics/metric-input';
import type { InvestmentRow } from '../investments/investments.repository';
import type { ReviewStore } from '../reviews/review-store';
import type { ReviewRecord } from '../reviews/reviews.repository';

/**
 * What a fill knows about the company and this review — and nothing else: the company's public
 * figures, its financial rows, the metrics computed from them, and this review's own summary and
 * (when the requester may see them) notes. Never another review or another user's data.
 */
export interface CompanyFacts {
  name: string;
  ticker: string;
  exchange: string | null;
  sector: string | null;
  industry: string | null;
  currency: string;
  reporting_currency: string | null;
  last_price: number | null;
  /** Millions of `currency`. */
  market_cap: number | null;
  /** Millions of shares. */
  issued_shares: number | null;
  figures_as_of: string | null;
  history: MetricFinancialRow[];
  estimates: MetricFinancialRow[];
  metrics: Record<MetricId, MetricResult>;
  summary: string | null;
  notes: { title: string; text: string | null }[];
}

/**
 * The facts of one review's company. Estimates are the investment's estimation rows (the
 * reviewer's own forecasts once they are kept per review: read them here).
 */
export async function loadCompanyFacts(store: ReviewStore, financials: FinancialsRepository, review: ReviewRecord, investment: InvestmentRow, access: ReviewAccess): Promise<CompanyFacts> {
  const { history, estimates, market } = metricInputOf(investment, await financials.forMetrics(investment.id), await financials.forTable(investment.id, 'estimation'));
  const reporting = market.reporting_currency ?? null;
  const notes = access.permissions.notes ? await store.notes.forReview(review.id) : [];
  return {
    name: investment.name,
    ticker: displayTicker(investment.ticker),
    exchange: investment.exchange,
    sector: investment.sector_l1,
    industry: investment.sector_l3,
    currency: investment.currency,
    reporting_currency: reporting,
    last_price: market.last_price,
    market_cap: market.market_cap,
    issued_shares: market.issued_shares,
    figures_as_of: investment.figures_updated_at,
    history,
    estimates,
    metrics: computeMetrics({ history, estimates, market }),
    summary: review.summary,
    notes: notes.map((note) => ({ title: note.title, text: note.typed_text })),
  };
}
