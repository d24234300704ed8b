import { PER_SHARE_FIELDS } from '../constants/money';
import type { FinancialField, FinancialRow } from '../schemas/investments';
import { formatMillions, formatMoney, NOT_AVAILABLE } from './numbers';

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

function isPerShare(field: FinancialField): boolean {
  return (PER_SHARE_FIELDS as readonly string[]).includes(field);
}

/**
 * One cell (spec §9): money is stored in millions and shown compact with one decimal (m, b, t);
 * EPS and DPS are per share, with two decimals. '–' when not available, never zero.
 */
export function financialCell(row: FinancialRow | null, field: FinancialField, currency: string): string {
  const value = row ? row[field] : null;
  if (value === null) return NOT_AVAILABLE;
  return isPerShare(field) ? formatMoney(value, currency) : formatMillions(value, currency);
}

/** A fiscal-year column heading: FY2016. */
export function fiscalYearLabel(fyDate: string): string {
  return `FY${fyDate.slice(0, 4)}`;
}
