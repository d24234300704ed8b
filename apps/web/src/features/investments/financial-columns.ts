import {
  FINANCIAL_FIELDS,
  FINANCIAL_LABELS,
  fiscalYearLabel,
  formatDate,
  NOT_AVAILABLE,
  type FinancialFigures,
  type FinancialRow,
} from '@thesis/domain';

/** Row labels and cells live in the domain (the memo PDF formats them the same way). */
export { FINANCIAL_LABELS, financialCell } from '@thesis/domain';

export const FINANCIAL_ROWS = FINANCIAL_FIELDS.map((field) => ({ field, label: FINANCIAL_LABELS[field] }));

/** A row of either table: reported figures (with reasons and split details) or the reviewer's estimates. */
export type TableRow = FinancialFigures & { fy_date_at: string; fiscal_year?: number } & Partial<Pick<FinancialRow, 'unavailable' | 'split_adjustment' | 'source'>>;

export interface FinancialColumn<Row extends TableRow = TableRow> {
  key: string;
  /** 'FY2016', or 'FY —' for a placeholder column. */
  label: string;
  /** The period end, dd MMM yyyy; empty for a placeholder. */
  periodEnd: string;
  row: Row | null;
}

/**
 * The columns of one table: a column per fiscal year, oldest first; when there is no row at all,
 * `placeholders` empty columns (10 historical, 3 estimation, spec §2 and §9).
 */
export function financialColumns<Row extends TableRow>(rows: readonly Row[], placeholders: number): FinancialColumn<Row>[] {
  if (rows.length === 0) {
    return Array.from({ length: placeholders }, (_, index) => ({ key: `placeholder-${index}`, label: `FY ${NOT_AVAILABLE}`, periodEnd: '', row: null }));
  }
  return rows.map((row) => ({
    key: row.fy_date_at,
    label: row.fiscal_year ? `FY${row.fiscal_year}` : fiscalYearLabel(row.fy_date_at),
    periodEnd: formatDate(row.fy_date_at),
    row,
  }));
}

/** The distinct sources of a table's rows, for its footnote. */
export function financialSources(rows: readonly TableRow[]): string[] {
  return [...new Set(rows.map((row) => row.source).filter((source): source is string => Boolean(source)))];
}

export interface TableNotes {
  /** Split footnote → its marker (a, b, …), in order of appearance. */
  splits: Map<string, string>;
  notApplicable: boolean;
  notInSource: boolean;
}

/** The footnotes a table needs: one marker per distinct split adjustment, and the legends of empty cells. */
export function tableNotes(rows: readonly TableRow[]): TableNotes {
  const splits = new Map<string, string>();
  let notApplicable = false;
  let notInSource = false;
  for (const row of rows) {
    const note = row.split_adjustment?.footnote;
    if (note && !splits.has(note)) splits.set(note, String.fromCharCode(97 + splits.size));
    const reasons = Object.values(row.unavailable ?? {});
    notApplicable ||= reasons.includes('not_applicable');
    notInSource ||= reasons.includes('not_in_source');
  }
  return { splits, notApplicable, notInSource };
}
