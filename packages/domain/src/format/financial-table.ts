import { PER_SHARE_FIELDS } from '../constants/money';
import { DETAIL_LABELS, freeCashFlow, MISSING_NOTE, UNAVAILABLE_NOTES, UNAVAILABLE_TEXT, type FinancialDetails, type UnavailableReason } from '../market/financial-notes';
import type { FinancialRow } from '../market/financial-rows';
import { fiscalYearOf } from '../market/fiscal-year';
import type { FinancialField, FinancialFigures } from '../schemas/investments';
import { formatDate } from './dates';
import { formatBareFigure, formatFinancial, formatMillions, formatPerShare, NOT_AVAILABLE } from './numbers';

/** Row labels of the financial tables, in the order of spec §3 Financial rows (app and memo). */
export const FINANCIAL_LABELS: Readonly<Record<FinancialField, string>> = {
  sales: 'Sales',
  gross_profit: 'Gross profit',
  ebitda: 'EBITDA',
  ebit: 'EBIT',
  pre_tax_income: 'Pre-tax income',
  npat: 'NPAT',
  eps: 'EPS',
  dps: 'DPS',
  net_debt: 'Net debt',
  shareholders_equity: "Shareholders' equity",
};

export function isPerShare(field: FinancialField): boolean {
  return (PER_SHARE_FIELDS as readonly string[]).includes(field);
}

/**
 * A row's figures, with (for reference rows) why an empty one is empty, how EPS/DPS were adjusted
 * and which figures a plausibility check flagged.
 */
type CellRow = Partial<Pick<FinancialRow, 'unavailable' | 'split_adjustment' | 'under_review'>> & FinancialFigures;

/** A figure as a number formatted for the tables (spec §9): compact money, EPS and DPS per share. */
export function formatFigure(value: number, field: FinancialField, currency: string): string {
  return isPerShare(field) ? formatPerShare(value, currency) : formatMillions(value, currency);
}

/**
 * One cell (spec §9): money is stored in millions and shown compact with one decimal (m, b, t);
 * EPS and DPS are per share, with two decimals. Never zero for a missing figure: 'n/a' when the
 * figure does not apply to the company, '–' otherwise.
 */
export function financialCell(row: CellRow | null, field: FinancialField, currency: string, options: { bare?: boolean } = {}): string {
  const value = row ? row[field] : null;
  if (value === null) {
    const reason = row?.unavailable?.[field];
    return reason ? UNAVAILABLE_TEXT[reason] : NOT_AVAILABLE;
  }
  return options.bare ? formatBareFigure(value, isPerShare(field)) : formatFigure(value, field, currency);
}

export type CellState =
  /** underReview: why a plausibility check flagged the figure; null when it is not flagged. */
  | { kind: 'value'; value: number; adjusted: boolean; underReview: string | null }
  | { kind: UnavailableReason | 'missing' | 'empty' };

/**
 * What a cell holds: a value (split-adjusted or not, flagged for review or not), or why it is
 * empty ('empty': a column with no row, a placeholder or a fiscal year with no filed figures).
 */
export function financialCellState(row: CellRow | null, field: FinancialField): CellState {
  if (!row) return { kind: 'empty' };
  const value = row[field];
  if (value !== null) return { kind: 'value', value, adjusted: isPerShare(field) && !!row.split_adjustment, underReview: row.under_review?.[field] ?? null };
  return { kind: row.unavailable?.[field] ?? 'missing' };
}

/**
 * The tooltip of a flagged figure: the reason, and that the figure stays out of screens,
 * fundamentals and the AI fill until an operator checks it.
 */
export function underReviewNote(reason: string): string {
  return `Figure under review: ${reason.trim().replace(/\.+$/, '')}. It is left out of screens, fundamentals and the AI fill until an operator checks it.`;
}

/** The sentence behind an empty cell: 'Not applicable: …', 'Not available from the source', 'Not reported'. */
export function emptyCellNote(state: CellState): string | null {
  if (state.kind === 'not_applicable' || state.kind === 'not_in_source') return UNAVAILABLE_NOTES[state.kind];
  return state.kind === 'missing' ? MISSING_NOTE : null;
}

/** A fiscal-year column heading: FY2016 (a period ending 1–10 January counts for the year before). */
export function fiscalYearLabel(fyDate: string): string {
  return `FY${fiscalYearOf(fyDate)}`;
}

/** A row with its period end, and its fiscal year when the API gives it. */
type YearRow = { fy_date_at: string; fiscal_year?: number };

/** A column of a table of reported years: a row, or (row null) a fiscal year with no filed figures. */
export type FiscalYearColumn<Row extends YearRow> = { fiscalYear: number; row: Row | null };

/**
 * The columns of the reported years, oldest first: one per row, and an empty one for each fiscal
 * year missing between two rows (FY2017, FY2018, FY2020 gives an empty FY2019), so a reader going
 * across never takes two years for one. No year is added before the first row or after the last.
 * Estimates are not gap-filled: they are the years a reviewer chose to forecast.
 */
export function fiscalYearColumns<Row extends YearRow>(rows: readonly Row[]): FiscalYearColumn<Row>[] {
  const columns: FiscalYearColumn<Row>[] = [];
  let previous: number | null = null;
  for (const row of rows) {
    const fiscalYear = row.fiscal_year ?? fiscalYearOf(row.fy_date_at);
    for (let missing = (previous ?? fiscalYear) + 1; missing < fiscalYear; missing += 1) columns.push({ fiscalYear: missing, row: null });
    columns.push({ fiscalYear, row });
    previous = fiscalYear;
  }
  return columns;
}

/** What the heading of an empty fiscal-year column says under the year. */
export const GAP_YEAR_TEXT = 'No filed figures';

/** The tooltip of an empty fiscal-year column and of its dashes. */
export function gapYearNote(fiscalYear: number): string {
  return `${GAP_YEAR_TEXT} for FY${fiscalYear}`;
}

/**
 * Where a reported figure comes from: 'Source: SEC EDGAR XBRL filings, as of 25 Nov 2026' (the
 * date its row was last updated); null when the row records neither.
 */
export function sourceNote(row: { source?: string | null; updated_at?: string | null }): string | null {
  const source = row.source?.trim();
  const date = formatDate(row.updated_at);
  if (!source && !date) return null;
  return `${source ? `Source: ${source}` : 'Source not recorded'}${date ? `, as of ${date}` : ''}`;
}

/**
 * Whether a reported EPS or DPS was split-adjusted: 'EPS adjusted for the 4:1 split of 28 Aug 2020;
 * as filed US$8.31', or 'EPS as filed, not split-adjusted'. Null for money figures.
 */
export function perShareNote(row: Partial<Pick<FinancialRow, 'split_adjustment'>>, field: FinancialField, currency: string): string | null {
  if (!isPerShare(field)) return null;
  const adjustment = row.split_adjustment;
  if (!adjustment) return `${FINANCIAL_LABELS[field]} as filed, not split-adjusted`;
  const filed = field === 'eps' ? adjustment.eps_reported : adjustment.dps_reported;
  return `${FINANCIAL_LABELS[field]} ${adjustment.footnote}${filed === null ? '' : `; as filed ${formatFigure(filed, field, currency)}`}`;
}

/** The lines of the cash flow and balance sheet table: the detail figures, free cash flow after capex. */
export const CASH_FLOW_LINES = ['operating_cash_flow', 'capex', 'free_cash_flow', 'buybacks', 'dividends_paid', 'diluted_shares', 'total_assets', 'cash', 'long_term_debt'] as const;
export type CashFlowLine = (typeof CASH_FLOW_LINES)[number];

export const CASH_FLOW_LABELS: Readonly<Record<CashFlowLine, string>> = { ...DETAIL_LABELS, free_cash_flow: 'Free cash flow' };

/** What a line of that table means, where its label alone does not say. */
export const CASH_FLOW_LINE_NOTES: Readonly<Partial<Record<CashFlowLine, string>>> = {
  capex: 'Negative: cash spent',
  free_cash_flow: 'Operating cash flow + capital expenditure (which is negative)',
  diluted_shares: 'Millions of shares, on the same split basis as EPS',
};

/** What an empty cell of that table says on hover. */
export const NOT_IN_SOURCE_NOTE = 'Not in the source';

/**
 * Free cash flow of a year as the free cash flow metric defines it: operating cash flow + capital
 * expenditure (negative: cash spent); null unless the source has both.
 */
export function freeCashFlowOf(details: FinancialDetails): number | null {
  const { operating_cash_flow: ocf, capex } = details;
  return ocf === null || capex === null ? null : freeCashFlow(ocf, capex);
}

export function cashFlowValue(details: FinancialDetails, line: CashFlowLine): number | null {
  return line === 'free_cash_flow' ? freeCashFlowOf(details) : details[line];
}

/**
 * A cell of that table: money stored in millions made compact (m, b, t) like the financial table's,
 * diluted shares in millions ('15,408.1m'), '–' where the source has no figure (never zero).
 */
export function cashFlowCell(details: FinancialDetails, line: CashFlowLine, currency: string): string {
  const value = cashFlowValue(details, line);
  if (value === null) return NOT_AVAILABLE;
  return line === 'diluted_shares' ? `${formatFinancial(value)}m` : formatMillions(value, currency);
}
