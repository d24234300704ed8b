import {
  chartColumns,
  chartHasData,
  chartSummary,
  emptyCellNote,
  FINANCIAL_FIELDS,
  FINANCIAL_LABELS,
  financialCell,
  financialCellState,
  fiscalYearColumns,
  fiscalYearLabel,
  formatDate,
  gapYearNote,
  HISTORICAL_COLUMNS,
  MEMO_COPY,
  NOT_AVAILABLE,
  UNAVAILABLE_NOTES,
  underReviewNote,
  type EstimateRow,
  type FinancialField,
  type FinancialRow,
} from '@thesis/domain';
import type { MemoFinancials } from '../memo-content';
import { CHART_HEIGHT, drawChart } from '../pdf/pdf-chart';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { drawTable, tableHeight, type TableSpec } from '../pdf/pdf-table';
import { utcDate } from './memo-format';

const LABEL_WIDTH = 92;
/** The caption line over a table. */
const CAPTION = 20;
const NOT_IN_SOURCE_MARK = '†';
const UNDER_REVIEW_MARK = '‡';

type Row = FinancialRow | EstimateRow;

/** Split footnotes of the historical rows, each with its letter (a, b, …). */
function splitMarks(rows: readonly FinancialRow[]): Map<string, string> {
  const marks = new Map<string, string>();
  for (const row of rows) {
    const note = row.split_adjustment?.footnote;
    if (note && !marks.has(note)) marks.set(note, String.fromCharCode(97 + marks.size));
  }
  return marks;
}

/** A cell as the app shows it, with the mark of its footnote (split adjustment, or a figure the source lacks). */
function cellText(row: Row, field: FinancialField, currency: string, marks: Map<string, string>): string {
  const text = financialCell(row, field, currency, { bare: true });
  const state = financialCellState(row, field);
  if (state.kind === 'not_in_source') return `${text} ${NOT_IN_SOURCE_MARK}`;
  if (state.kind === 'value' && state.underReview) return `${text} ${UNDER_REVIEW_MARK}`;
  if (state.kind === 'value' && state.adjusted && 'split_adjustment' in row && row.split_adjustment) return `${text} ${marks.get(row.split_adjustment.footnote) ?? ''}`.trim();
  return text;
}

/** A column of a memo table: a row, or (row null) a fiscal year with no filed figures and the note saying so. */
interface Column {
  header: string;
  row: Row | null;
  gapNote?: string;
}

/** The reported years, with a column of dashes for each fiscal year missing between two rows (as the app shows them). */
function historicalColumns(rows: readonly FinancialRow[]): Column[] {
  return fiscalYearColumns(rows).map(({ fiscalYear, row }) => ({ header: `FY${fiscalYear}`, row, gapNote: row ? undefined : gapYearNote(fiscalYear) }));
}

/** The estimate years as the reviewer saved them (never gap-filled). */
function estimateColumns(rows: readonly EstimateRow[]): Column[] {
  return rows.map((row) => ({ header: row.fiscal_year ? `FY${row.fiscal_year}` : fiscalYearLabel(row.fy_date_at), row }));
}

/**
 * One table: a row per financial field, a column per fiscal year (oldest first), as the app
 * shows it. Columns are as wide as ten of them across the page (narrower when the reported years
 * with their gaps are more than ten), so estimates line up with history.
 */
function financialTable(columns: readonly Column[], columnWidth: number, currency: string, marks: Map<string, string>): TableSpec {
  return {
    columns: [{ header: `${currency}`, width: LABEL_WIDTH }, ...columns.map((column) => ({ header: column.header, width: columnWidth, align: 'right' as const }))],
    rows: FINANCIAL_FIELDS.map((field) => [FINANCIAL_LABELS[field], ...columns.map(({ row }) => (row ? cellText(row, field, currency, marks) : NOT_AVAILABLE))]),
    size: SIZE.tiny,
    zebra: true,
    labelColumn: true,
  };
}

/** The footnotes under the tables: split adjustments by letter, what n/a and † mean, the years with no filed figures, the figures under review (‡), the sources. */
function footnotes(rows: readonly FinancialRow[], columns: readonly Column[], marks: Map<string, string>): string[] {
  const reasons = new Set(rows.flatMap((row) => Object.values(row.unavailable)));
  const sources = [...new Set(rows.map((row) => row.source).filter((source): source is string => Boolean(source)))];
  const updated = rows.map((row) => row.updated_at).sort().at(-1);
  return [
    ...[...marks].map(([note, mark]) => `${mark}  EPS and DPS ${note}.`),
    ...(reasons.has('not_applicable') ? [`n/a  ${UNAVAILABLE_NOTES.not_applicable}.`] : []),
    ...(reasons.has('not_in_source') ? [`${NOT_IN_SOURCE_MARK}  ${emptyCellNote({ kind: 'not_in_source' })}: the SEC filings data has no pre-tax income, EBITDA or net debt.`] : []),
    ...columns.flatMap((column) => (column.gapNote ? [`${column.gapNote}.`] : [])),
    ...rows.flatMap((row) =>
      Object.entries(row.under_review).map(([field, reason]) => `${UNDER_REVIEW_MARK}  FY${row.fiscal_year} ${FINANCIAL_LABELS[field as FinancialField]}: ${underReviewNote(reason)}`),
    ),
    [sources.length ? `Source: ${sources.join('; ')}` : null, updated ? `updated ${utcDate(updated)}` : null].filter(Boolean).join(', '),
  ].filter(Boolean);
}

/**
 * The financials of the memo (issue 19): the ten-year chart with its summary in words, the
 * reported years (split-adjusted EPS and DPS marked) and the reviewer's own estimates, formatted
 * like the app. For roles without financials, one line saying why they are left out.
 */
export function drawFinancials(w: MemoWriter, financials: MemoFinancials): void {
  if (financials.kind === 'omitted') {
    w.section('Financials', 30);
    w.text(financials.reason, { font: FONT.italic, color: COLOR.muted });
    return;
  }
  const { rows, estimates, currency } = financials;
  const marks = splitMarks(rows);
  const columns = chartColumns(rows, estimates);
  const reported = historicalColumns(rows);
  const columnWidth = (w.width - LABEL_WIDTH) / Math.max(HISTORICAL_COLUMNS, reported.length);
  const historical = financialTable(reported, columnWidth, currency, marks);
  w.section('Financials', chartHasData(columns) ? CHART_HEIGHT + 40 : 30);
  if (chartHasData(columns)) {
    drawChart(w, columns, currency);
    w.gap(4);
    w.text(chartSummary(columns, currency), { size: SIZE.tiny, color: COLOR.muted, gapAfter: 10 });
  }
  if (rows.length === 0) w.text(MEMO_COPY.noFinancials, { font: FONT.italic, color: COLOR.muted, gapAfter: 6 });
  else {
    w.ensureSpace(tableHeight(w, historical) + CAPTION);
    w.text(`Historical: ${rows.length} fiscal year${rows.length === 1 ? '' : 's'} to ${formatDate(rows.at(-1)!.fy_date_at)}, in ${currency} (money in millions made compact; EPS and DPS per share, split-adjusted)`, { size: SIZE.small, color: COLOR.muted, gapAfter: 4 });
    drawTable(w, historical);
  }
  if (estimates.length > 0) {
    const estimated = financialTable(estimateColumns(estimates), columnWidth, currency, marks);
    w.gap(10);
    w.ensureSpace(tableHeight(w, estimated) + CAPTION);
    w.text(`Estimates: the reviewer's own forecasts${financials.estimatesBy ? ` (${financials.estimatesBy})` : ''}, in ${currency}`, { size: SIZE.small, color: COLOR.muted, gapAfter: 4 });
    drawTable(w, estimated);
  }
  const lines = footnotes(rows, reported, marks);
  if (lines.length > 0) w.gap(4);
  for (const line of lines) w.text(line, { size: SIZE.tiny, color: COLOR.faint });
}
