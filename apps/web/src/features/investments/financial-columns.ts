import {
  FINANCIAL_FIELDS,
  FINANCIAL_LABELS,
  fiscalYearLabel,
  formatDate,
  NOT_AVAILABLE,
  type FinancialRow,
} from '@thesis/domain';

/** Row labels and cells live in the domain (the memo PDF formats them the same way). */
export { FINANCIAL_LABELS, financialCell } from '@thesis/domain';

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
    label: fiscalYearLabel(row.fy_date_at),
    periodEnd: formatDate(row.fy_date_at),
    row,
  }));
}

/** The distinct sources of a table's rows, for its footnote. */
export function financialSources(rows: readonly FinancialRow[]): string[] {
  return [...new Set(rows.map((row) => row.source).filter((source): source is string => Boolean(source)))];
}
