import { z } from 'zod';
import { FINANCIAL_FIELDS, type FinancialField } from '../schemas/investments';
import { splitFootnote, type AppliedSplit } from './splits';

/**
 * Why a financial cell is empty (issue 19 items 1 and 6). An empty cell is one of:
 * - not applicable: the figure does not exist for this kind of company (a bank's gross profit);
 * - not in the source: the data source does not carry the figure (the SEC filings data has no
 *   pre-tax income, EBITDA or net debt), so it is left empty rather than copied from another figure;
 * - missing: the company did not report it (no reason recorded).
 */
export const UNAVAILABLE_REASONS = ['not_applicable', 'not_in_source'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const unavailableSchema = z.partialRecord(z.enum(FINANCIAL_FIELDS), z.enum(UNAVAILABLE_REASONS));
export type Unavailable = z.infer<typeof unavailableSchema>;

/**
 * Figures a plausibility check flagged (field → the reason, written for the reader): shown as
 * "figure under review" and left out of screens, fundamentals and the AI fill until an operator
 * confirms or corrects them.
 */
export const underReviewSchema = z.partialRecord(z.enum(FINANCIAL_FIELDS), z.string());
export type UnderReview = z.infer<typeof underReviewSchema>;

/**
 * Figures a filing carries beyond the ten of the financial table, per fiscal year (money in
 * millions, shares in millions on the EPS's split basis; capex negative = cash spent, buybacks and
 * dividends paid positive = cash paid out). Null: the source has none.
 */
export const DETAIL_FIELDS = [
  'operating_cash_flow', 'capex', 'buybacks', 'dividends_paid', 'diluted_shares', 'total_assets', 'cash', 'long_term_debt',
  // Read from the SEC's filings by the EDGAR sync (the shipped snapshot has none of these).
  'cost_of_revenue', 'income_tax', 'interest_expense', 'depreciation_amortization', 'total_debt', 'short_term_investments', 'shares_outstanding', 'total_liabilities',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export const detailsSchema = z.object(Object.fromEntries(DETAIL_FIELDS.map((field) => [field, z.number().nullable()])) as Record<DetailField, z.ZodNullable<z.ZodNumber>>);
export type FinancialDetails = z.infer<typeof detailsSchema>;

export const DETAIL_LABELS: Readonly<Record<DetailField, string>> = {
  operating_cash_flow: 'Operating cash flow',
  capex: 'Capital expenditure',
  buybacks: 'Share buybacks',
  dividends_paid: 'Dividends paid',
  diluted_shares: 'Diluted shares',
  total_assets: 'Total assets',
  cash: 'Cash',
  long_term_debt: 'Long-term debt',
  cost_of_revenue: 'Cost of revenue',
  income_tax: 'Income tax',
  interest_expense: 'Interest expense',
  depreciation_amortization: 'Depreciation and amortisation',
  total_debt: 'Total debt',
  short_term_investments: 'Short-term investments',
  shares_outstanding: 'Shares outstanding at year end',
  total_liabilities: 'Total liabilities',
};

/** Free cash flow: operating cash flow + capital expenditure (a negative figure: cash spent). */
export function freeCashFlow(operatingCashFlow: number, capex: number): number {
  return operatingCashFlow + capex;
}

/** No detail figures (rows of imports and of the 2012–2016 file without them). */
export const NO_DETAILS: FinancialDetails = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, null])) as FinancialDetails;

/** What a flagged cell says beside its value. */
export const UNDER_REVIEW_TEXT = 'figure under review';

export const appliedSplitSchema = z.object({
  ratio_new: z.number(),
  ratio_old: z.number(),
  date: z.string().nullable(),
  detected: z.boolean(),
  between: z.tuple([z.number(), z.number()]).nullable(),
  evidence: z.string().optional(),
});

/** How the per-share figures of a row were adjusted for splits (null: as filed). */
export const splitAdjustmentSchema = z.object({
  /** The filed EPS and DPS were divided by this. */
  factor: z.number(),
  splits: z.array(appliedSplitSchema),
  /** The figures as filed. */
  eps_reported: z.number().nullable(),
  dps_reported: z.number().nullable(),
  /** "adjusted for the 4:1 split of 28 Aug 2020". */
  footnote: z.string(),
});
export type SplitAdjustment = z.infer<typeof splitAdjustmentSchema>;

export function splitAdjustmentOf(factor: number, splits: readonly AppliedSplit[], reported: { eps: number | null; dps: number | null }): SplitAdjustment | null {
  if (factor === 1 || splits.length === 0) return null;
  return { factor, splits: [...splits], eps_reported: reported.eps, dps_reported: reported.dps, footnote: splitFootnote(splits) };
}

export const ADJUSTED_FIELDS = ['eps', 'dps'] as const satisfies readonly FinancialField[];

export const UNAVAILABLE_TEXT: Readonly<Record<UnavailableReason, string>> = {
  not_applicable: 'n/a',
  not_in_source: '–',
};

export const UNAVAILABLE_NOTES: Readonly<Record<UnavailableReason, string>> = {
  not_applicable: 'Not applicable: banks, brokers and insurers report no gross profit or EBIT',
  not_in_source: 'Not available from the source',
};

export const MISSING_NOTE = 'Not reported';
