import { z } from 'zod';
import { CLASSIFICATIONS } from '../market/classification';
import { investmentProcessSchema } from '../reviews/review-responses';
import { investmentSummarySchema } from '../schemas/investments';
import { IMPORT_PRESETS } from './import-columns';
import { screenMetricsSchema } from '../screens/screen-metrics';

/** A holding's value in the reporting currency, and what it was converted from (issue 19 item 4). */
export const holdingMoneySchema = z.object({
  /** In the reporting currency; null when not converted (no price, or no exchange rate). */
  amount: z.number().nullable(),
  /** shares × last price in the company's currency; null without a price. */
  original: z.number().nullable(),
  currency: z.string(),
  reporting_currency: z.string(),
  /** Units of the reporting currency per unit of `currency` (1 when they are the same). */
  rate: z.number().nullable(),
  /** yyyy-mm of the monthly rate used (the month of the price, or the latest earlier month with a rate). */
  rate_month: z.string().nullable(),
  /** yyyy-mm-dd of the price. */
  as_of: z.string().nullable(),
  /** same: no conversion needed; converted; no_rate: not converted (left out of totals); no_price. */
  status: z.enum(['same', 'converted', 'no_rate', 'no_price']),
});

/** A group of holdings (by sector or industry): count, value in the reporting currency and weight. */
export const holdingGroupSchema = z.object({
  /** The sector or industry; null: not recorded. */
  value: z.string().nullable(),
  classification: z.enum(CLASSIFICATIONS).nullable(),
  count: z.number(),
  amount: z.number(),
  with_amount: z.number(),
  not_converted: z.number(),
  weight: z.number(),
});

/** A holding (spec §3 Portfolio investment): shares, value, weight, the investment and its review's processes. */
export const portfolioInvestmentSchema = z.object({
  /** The holding's id (DELETE /portfolios/investments/{id}). */
  id: z.string(),
  investment_id: z.string(),
  /** Units held (fractions allowed). */
  shares_count: z.number(),
  /** shares_count × last price, in the investment's currency; 0 without a price. */
  shares_total_price: z.number(),
  /** The value in your reporting currency, with the rate and month used. */
  value: holdingMoneySchema,
  /** % of the whole portfolio's value in the reporting currency, unrounded; the weights of the holdings that count sum to 100 (0: no price or no rate). */
  shares_weight: z.number(),
  /** True when the investment has no last price (valued at 0). */
  price_missing: z.boolean(),
  investment: investmentSummarySchema.extend({ last_price: z.number().nullable(), market_cap: z.number().nullable() }),
  /** Your review's processes of this investment (summary score and relevance, factors → checklists → questions); [] when not reviewed. */
  processes: z.array(investmentProcessSchema),
  /**
   * Stored fundamentals by metric id (value or the reason there is none, with as_of): always
   * pe, dividend_yield, roe, net_debt_to_equity and revenue_cagr_3y, plus any m.<metricId> the
   * view filters or sorts on.
   */
  metrics: screenMetricsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortfolioInvestment = z.infer<typeof portfolioInvestmentSchema>;

export const portfolioAggregationsSchema = z.object({
  /** Holdings shown (after the filters). */
  count: z.number(),
  /** Total units of the holdings shown. */
  shares_count: z.number(),
  /** Total value of the holdings shown, in reporting_currency (holdings without a price or a rate left out). */
  shares_total_price: z.number(),
  reporting_currency: z.string(),
  /** Holdings shown with a price but no exchange rate to the reporting currency (left out of the totals). */
  not_converted_count: z.number(),
  /** Converted holdings whose price's month had no rate yet: an earlier month's rate was used. */
  older_rate_count: z.number(),
  /** The earlier months (yyyy-mm, oldest first) whose rates those holdings used. */
  older_rate_months: z.array(z.string()),
  /** Total weighting of the holdings shown: 100 for the whole portfolio (within rounding). */
  shares_weight: z.number(),
  /** Holdings shown without a last price (valued at 0). */
  price_missing_count: z.number(),
  /** Currencies of the priced holdings shown (their values are converted to reporting_currency). */
  currencies: z.array(z.string()),
  /** The whole portfolio, whatever the filters: holdings and value in reporting_currency. */
  portfolio: z.object({ count: z.number(), shares_total_price: z.number() }),
  /** The holdings shown grouped by sector and by industry, largest value first ("not recorded" last). */
  groups: z.object({ sector: z.array(holdingGroupSchema), industry: z.array(holdingGroupSchema) }),
});
export type PortfolioAggregations = z.infer<typeof portfolioAggregationsSchema>;

/** The processes that appear in the holdings' reviews (columns of the table, options of the filters). */
export const portfolioProcessColumnSchema = z.object({
  process_id: z.string(),
  name: z.string(),
  factors: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const portfolioSchema = z.object({
  investments: z.array(portfolioInvestmentSchema),
  aggregations: portfolioAggregationsSchema,
  processes: z.array(portfolioProcessColumnSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioMetaSchema = z.object({
  /** The view answered, written back as the query understood it. */
  filteringScope: z.string(),
  sortingScope: z.string().nullable(),
  sortingScopeBy: z.enum(['asc', 'desc']).nullable(),
  /** When values and weights were computed (every read computes them from the current prices). */
  computed_at: z.string(),
});

export const holdingWriteSchema = z.object({
  data: portfolioInvestmentSchema.omit({ shares_weight: true, processes: true, value: true, metrics: true }),
  meta: z.object({ created: z.boolean(), message: z.string() }),
});

/** One row of an import file, as the preview read it. */
export const importRowSchema = z.object({
  /** Spreadsheet row (the header is row 1). */
  row: z.number(),
  ticker: z.string().nullable(),
  exchange: z.string().nullable(),
  units: z.number().nullable(),
  status: z.enum(['matched', 'unmatched', 'ambiguous', 'invalid']),
  message: z.string().nullable(),
  investment_id: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** A holding the import would write: matched rows of one investment, their units added up. */
export const importHoldingSchema = z.object({
  investment: z.object({ id: z.string(), ticker: z.string(), name: z.string(), exchange: z.string().nullable(), currency: z.string(), last_price: z.number().nullable() }),
  shares_count: z.number(),
  rows: z.array(z.number()),
  /** Units you already hold of this investment (a duplicate of an existing holding), else null. */
  existing_shares_count: z.number().nullable(),
});
export type ImportHolding = z.infer<typeof importHoldingSchema>;

export const importPreviewSchema = z.object({
  file_name: z.string(),
  preset: z.enum(IMPORT_PRESETS),
  columns: z.array(z.string()),
  mapping: z.object({ ticker: z.string(), exchange: z.string().nullable(), units: z.string() }),
  rows: z.array(importRowSchema),
  holdings: z.array(importHoldingSchema),
  summary: z.object({
    rows: z.number(),
    matched: z.number(),
    unmatched: z.number(),
    ambiguous: z.number(),
    invalid: z.number(),
    new_holdings: z.number(),
    existing_holdings: z.number(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitResultSchema = z.object({ created: z.number(), updated: z.number(), skipped: z.number() });
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;
