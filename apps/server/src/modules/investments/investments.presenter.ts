import { CLASSIFICATIONS, NO_DETAILS, fiscalYearOf, freshnessOf, saneFigures, splitAdjustmentOf, type AppliedSplit, type Classification, type FinancialRow, type Investment, type InvestmentSummary, type FinancialDetails, type UnderReview, type Unavailable } from '@thesis/domain';
import { fromJson, isSet } from '../../db/values';
import type { FinancialRowRecord } from './financials.repository';
import type { InvestmentIncludes } from './investment-extensions';
import type { InvestmentRow, InvestmentSummaryRow } from './investments.repository';

/** One search result / list row: never the owner, search keys or timestamps of creation. */
export function presentInvestmentSummary(row: InvestmentSummaryRow, reviewId: string | null): InvestmentSummary {
  // A figure stored outside its range (a bad import or an old row) shows as missing, never breaks the page.
  const figures = saneFigures(row);
  return {
    id: row.id,
    investment_review_id: reviewId,
    ticker: row.ticker,
    name: row.name,
    type: row.type === 'custom' ? 'custom' : 'listed',
    exchange: row.exchange,
    currency: row.currency,
    sector_l1: row.sector_l1,
    sector_l3: row.sector_l3,
    classification: (CLASSIFICATIONS as readonly string[]).includes(row.classification ?? '') ? (row.classification as Classification) : null,
    is_fund: isSet(row.is_fund),
    meta: {
      year_end: row.year_end,
      updated_at: row.figures_updated_at,
      issued_shares: figures.issued_shares,
      last_price: figures.last_price,
      currency: row.currency,
      market_cap: figures.market_cap,
      stale: freshnessOf(row.figures_updated_at).stale,
    },
  };
}

export interface InvestmentDetails {
  reviewId: string | null;
  abilities: Investment['abilities'];
  includes: InvestmentIncludes;
}

export function presentInvestment(row: InvestmentRow, details: InvestmentDetails): Investment {
  return {
    ...presentInvestmentSummary(row, details.reviewId),
    description: row.description,
    is_etf: isSet(row.is_etf),
    local_fx: row.local_fx,
    reporting_fx: row.reporting_fx,
    abilities: details.abilities,
    ...details.includes,
  };
}

export function presentFinancialRow(row: FinancialRowRecord): FinancialRow {
  return {
    fy_date_at: row.fy_date_at,
    sales: row.sales,
    gross_profit: row.gross_profit,
    ebitda: row.ebitda,
    ebit: row.ebit,
    pre_tax_income: row.pre_tax_income,
    npat: row.npat,
    eps: row.eps,
    dps: row.dps,
    net_debt: row.net_debt,
    shareholders_equity: row.shareholders_equity,
    source: row.source,
    updated_at: row.updated_at,
    fiscal_year: row.fiscal_year ?? fiscalYearOf(row.fy_date_at),
    unavailable: fromJson<Unavailable>(row.unavailable, {}),
    under_review: fromJson<UnderReview>(row.under_review, {}),
    details: { ...NO_DETAILS, ...fromJson<Partial<FinancialDetails>>(row.details, {}) },
    split_adjustment: row.split_factor ? splitAdjustmentOf(Number(row.split_factor), fromJson<AppliedSplit[]>(row.split_note, []), { eps: row.eps_reported, dps: row.dps_reported }) : null,
  };
}
