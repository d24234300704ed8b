import type { HoldingValue, InvestmentProcess, PortfolioInvestment } from '@thesis/domain';
import { presentInvestmentSummary } from '../investments/investments.presenter';
import type { InvestmentRow } from '../investments/investments.repository';
import type { HoldingRecord } from './portfolio.repository';

/** The investment as a holding shows it: the search-row shape with last price and market cap at the top. */
export function presentHoldingInvestment(investment: InvestmentRow, reviewId: string | null): PortfolioInvestment['investment'] {
  return { ...presentInvestmentSummary(investment, reviewId), last_price: investment.last_price, market_cap: investment.market_cap };
}

/** A holding of GET /portfolios: never the owner's id. */
export function presentHolding(
  holding: HoldingRecord,
  investment: InvestmentRow,
  figures: HoldingValue,
  reviewId: string | null,
  processes: InvestmentProcess[],
): PortfolioInvestment {
  return {
    id: holding.id,
    investment_id: holding.investment_id,
    shares_count: holding.shares_count,
    shares_total_price: figures.shares_total_price,
    value: figures.value,
    shares_weight: figures.shares_weight,
    price_missing: figures.price_missing,
    investment: presentHoldingInvestment(investment, reviewId),
    processes,
    // Filled by the portfolio view (stored fundamentals are read for every holding at once).
    metrics: {},
    created_at: holding.created_at,
    updated_at: holding.updated_at,
  };
}
