import {
  FINANCIAL_FIELDS,
  formatDate,
  formatMillions,
  formatMoney,
  NOT_AVAILABLE,
  PER_SHARE_FIELDS,
  type FinancialField,
  type FinancialRow,
} from '@thesis/domain';

/** Row labels of the financial tables, in the order of spec §3 Financial rows. */
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

export const FINANCIAL_ROWS = FINANCIAL_FIELDS.map((field) => ({ field, label: FINANCIAL_LABELS[field] }));

export interface FinancialColumn {
  key: string;
  /** 'FY2016', or 'FY —' for a placeholder column. */
  label: string;
  /** The period end, dd MMM yyyy; empty for a placeholder. */
  periodEnd: string;
  row: FinancialRow | null;
}

/**
 * The columns of one table: a column per fiscal year, oldest first; when there is no row at all,
 * `placeholders` empty columns (10 historical, 3 estimation, spec §2 and §9).
 */
export function financialColumns(rows: readonly FinancialRow[], placeholders: number): FinancialColumn[] {
  if (rows.length === 0) {
    return Array.from({ length: placeholders }, (_, index) => ({
      key: `placeholder-${index}`,
      label: `FY ${NOT_AVAILABLE}`,
      periodEnd: '',
      row: null,
    }));
  }
  return rows.map((row) => ({
    key: row.fy_date_at,
    label: `FY${row.fy_date_at.slice(0, 4)}`,
    periodEnd: formatDate(row.fy_date_at),
    row,
  }));
}

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

/** The distinct sources of a table's rows, for its footnote. */
export function financialSources(rows: readonly FinancialRow[]): string[] {
  return [...new Set(rows.map((row) => row.source).filter((source): source is string => Boolean(source)))];
}
