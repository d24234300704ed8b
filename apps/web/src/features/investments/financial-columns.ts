import {
  CASH_FLOW_LABELS,
  CASH_FLOW_LINE_NOTES,
  CASH_FLOW_LINES,
  FINANCIAL_FIELDS,
  FINANCIAL_LABELS,
  fiscalYearColumns,
  fiscalYearLabel,
  formatDate,
  GAP_YEAR_TEXT,
  gapYearNote,
  NOT_AVAILABLE,
  type FinancialFigures,
  type FinancialRow,
} from '@thesis/domain';

/** Row labels and cells live in the domain (the memo PDF formats them the same way). */
export { FINANCIAL_LABELS, financialCell } from '@thesis/domain';

export const FINANCIAL_ROWS = FINANCIAL_FIELDS.map((field) => ({ field, label: FINANCIAL_LABELS[field] }));

/** The lines of the cash flow and balance sheet table, with what a line means where its label does not say. */
export const CASH_FLOW_ROWS = CASH_FLOW_LINES.map((field) => ({ field, label: CASH_FLOW_LABELS[field], note: CASH_FLOW_LINE_NOTES[field] }));

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

/** A column of a table; `note` says why a column without a row is empty (a fiscal year with no filed figures). */
export type GridColumn<Row extends TableRow = TableRow> = FinancialColumn<Row> & { note?: string };

/**
 * The columns of the reported years: one per row, and an empty column (with its note) for each
 * fiscal year missing between two rows; `placeholders` empty columns when there is no row. The
 * historical table and the cash flow and balance sheet table share them, so their years line up.
 */
export function reportedColumns<Row extends TableRow>(rows: readonly Row[], placeholders: number): GridColumn<Row>[] {
  if (rows.length === 0) return financialColumns(rows, placeholders);
  return fiscalYearColumns(rows).flatMap(({ fiscalYear, row }): GridColumn<Row>[] =>
    row ? financialColumns([row], 0) : [{ key: `gap-${fiscalYear}`, label: `FY${fiscalYear}`, periodEnd: GAP_YEAR_TEXT, row: null, note: gapYearNote(fiscalYear) }],
  );
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
