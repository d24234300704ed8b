import { z } from 'zod';
import { ESTIMATION_COLUMNS } from '../constants/money';
import { FINANCIAL_FIELDS, financialFiguresShape, type FinancialField } from '../schemas/investments';
import { addYears, fiscalYearOf } from './fiscal-year';

/**
 * The reviewer's own forecasts (issue 19 item 5): the three estimate columns of a review are the
 * reviewer's figures for the next three fiscal years after the latest reported one, saved with the
 * review and shown to whoever may read it. Same figures and units as the financial rows: money in
 * millions of the reporting currency, EPS and DPS per share.
 */
export const ESTIMATE_LIMITS = {
  /** Millions: 100 trillion either way. */
  money: 100_000_000,
  /** Per share. */
  perShare: 1_000_000,
} as const;

/** Figures that cannot be negative. */
const NON_NEGATIVE: readonly FinancialField[] = ['sales', 'dps'];
const PER_SHARE: readonly FinancialField[] = ['eps', 'dps'];

export const ESTIMATE_MESSAGES = {
  rows: 'Send rows: a list of up to three estimate years, each with its fy_date_at and the figures to change',
  fyDate: 'fy_date_at must be a date written yyyy-mm-dd',
  notAnEstimateYear: (labels: readonly string[]) => `Estimates are for the next three fiscal years: ${labels.join(', ')}`,
  figure: (label: string, min: number, max: number) => `${label} must be a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
  saved: 'Your estimates were saved',
} as const;

const LABELS: Readonly<Record<FinancialField, string>> = {
  sales: 'Sales', gross_profit: 'Gross profit', ebitda: 'EBITDA', ebit: 'EBIT', pre_tax_income: 'Pre-tax income', npat: 'NPAT',
  eps: 'EPS', dps: 'DPS', net_debt: 'Net debt', shareholders_equity: "Shareholders' equity",
};

/** The range of an estimate figure. */
export function estimateRange(field: FinancialField): { min: number; max: number } {
  const max = PER_SHARE.includes(field) ? ESTIMATE_LIMITS.perShare : ESTIMATE_LIMITS.money;
  return { min: NON_NEGATIVE.includes(field) ? 0 : -max, max };
}

function figureField(field: FinancialField) {
  const { min, max } = estimateRange(field);
  const message = ESTIMATE_MESSAGES.figure(LABELS[field], min, max);
  return z.number({ error: message }).min(min, { message }).max(max, { message }).nullable().optional();
}

/** One year of PATCH /investment-reviews/{id}/estimation: the figures sent change, null clears one. */
export const estimateRowPatchSchema = z.object({
  fy_date_at: z.string({ error: ESTIMATE_MESSAGES.fyDate }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: ESTIMATE_MESSAGES.fyDate }),
  ...(Object.fromEntries(FINANCIAL_FIELDS.map((field) => [field, figureField(field)])) as Record<FinancialField, ReturnType<typeof figureField>>),
});
export type EstimateRowPatch = z.output<typeof estimateRowPatchSchema>;

export const estimatesPatchSchema = z.object({
  rows: z.array(estimateRowPatchSchema, { error: ESTIMATE_MESSAGES.rows }).min(1, { message: ESTIMATE_MESSAGES.rows }).max(ESTIMATION_COLUMNS, { message: ESTIMATE_MESSAGES.rows }),
});
export type EstimatesPatch = z.output<typeof estimatesPatchSchema>;

/** One estimate column: the fiscal year and the reviewer's figures (null: not entered). */
export const estimateRowSchema = z.object({
  fy_date_at: z.string(),
  fiscal_year: z.number(),
  ...financialFiguresShape,
  /** When the figures were last saved, and by whom; null until some are entered. */
  updated_at: z.string().nullable(),
  editor_username: z.string().nullable(),
});
export type EstimateRow = z.infer<typeof estimateRowSchema>;

export const estimatesEnvelope = z.object({
  data: z.array(estimateRowSchema),
  meta: z.object({
    kind: z.literal('estimation'),
    columns: z.number(),
    currency: z.string(),
    units: z.literal('millions'),
    /** The estimates are the reviewer's own forecasts. */
    source: z.literal('reviewer'),
    /** Whether you may change them (the review's update ability). */
    editable: z.boolean(),
  }),
});
export type EstimatesAnswer = z.infer<typeof estimatesEnvelope>;

/** A latest reported year that ended this many days before today is history (about eighteen months). */
export const HISTORY_AFTER_DAYS = 550;

/**
 * The period ends of the three estimate years: the three after the latest reported year; without
 * one, or when that year is history (it ended more than eighteen months before `today`), the
 * company's next year end and the two after it — never forecasts of years long past.
 */
export function estimateYearEnds(latestReported: string | null, nextYearEnd: string, today: string = new Date().toISOString()): string[] {
  const history = latestReported !== null && (Date.parse(today.slice(0, 10)) - Date.parse(latestReported.slice(0, 10))) / 86_400_000 > HISTORY_AFTER_DAYS;
  const first = latestReported && !history ? addYears(latestReported, 1) : nextYearEnd;
  return Array.from({ length: ESTIMATION_COLUMNS }, (_, index) => addYears(first, index));
}

/** Which estimate year a date belongs to (by fiscal year), or null. */
export function estimateYearOf(yearEnds: readonly string[], date: string): string | null {
  const year = fiscalYearOf(date);
  return yearEnds.find((end) => fiscalYearOf(end) === year) ?? null;
}
