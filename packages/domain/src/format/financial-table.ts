import { PER_SHARE_FIELDS } from '../constants/money';
import { MISSING_NOTE, UNAVAILABLE_NOTES, UNAVAILABLE_TEXT, type UnavailableReason } from '../market/financial-notes';
import type { FinancialRow } from '../market/financial-rows';
import { fiscalYearOf } from '../market/fiscal-year';
import type { FinancialField, FinancialFigures } from '../schemas/investments';
import { formatBareFigure, formatMillions, formatPerShare, NOT_AVAILABLE } from './numbers';

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

/** A row's figures, with (for reference rows) why an empty one is empty and how EPS/DPS were adjusted. */
type CellRow = Partial<Pick<FinancialRow, 'unavailable' | 'split_adjustment'>> & FinancialFigures;

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
  | { kind: 'value'; value: number; adjusted: boolean }
  | { kind: UnavailableReason | 'missing' | 'empty' };

/** What a cell holds: a value (split-adjusted or not), or why it is empty ('empty': a placeholder column). */
export function financialCellState(row: CellRow | null, field: FinancialField): CellState {
  if (!row) return { kind: 'empty' };
  const value = row[field];
  if (value !== null) return { kind: 'value', value, adjusted: isPerShare(field) && !!row.split_adjustment };
  return { kind: row.unavailable?.[field] ?? 'missing' };
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
