import { FINANCIAL_FIELDS, FINANCIAL_LABELS, financialCell, fiscalYearLabel, formatDate, HISTORICAL_COLUMNS, MEMO_COPY, type FinancialRow } from '@thesis/domain';
import type { MemoFinancials } from '../memo-content';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { drawTable, tableHeight, type TableSpec } from '../pdf/pdf-table';
import { utcDate } from './memo-format';

const LABEL_WIDTH = 92;
/** The caption line over a table. */
const CAPTION = 20;

/**
 * One table: a row per financial field, a column per fiscal year (oldest first), as the app
 * shows it. Columns are as wide as ten of them across the page, so estimates line up with history.
 */
function financialTable(w: MemoWriter, rows: readonly FinancialRow[], currency: string): TableSpec {
  const columnWidth = (w.width - LABEL_WIDTH) / HISTORICAL_COLUMNS;
  return {
    columns: [
      { header: `${currency}`, width: LABEL_WIDTH },
      ...rows.map((row) => ({ header: `${fiscalYearLabel(row.fy_date_at)}`, width: columnWidth, align: 'right' as const })),
    ],
    rows: FINANCIAL_FIELDS.map((field) => [FINANCIAL_LABELS[field], ...rows.map((row) => financialCell(row, field, currency))]),
    size: SIZE.tiny,
    zebra: true,
    labelColumn: true,
  };
}

function sourcesLine(rows: readonly FinancialRow[]): string {
  const sources = [...new Set(rows.map((row) => row.source).filter((source): source is string => Boolean(source)))];
  const updated = rows.map((row) => row.updated_at).sort().at(-1);
  const parts = [sources.length ? `Source: ${sources.join(', ')}` : null, updated ? `updated ${utcDate(updated)}` : null].filter(Boolean);
  return parts.join(', ');
}

/**
 * The historical table (the latest ten fiscal years) and the estimates after it, formatted like
 * the app: money compact in millions with one decimal, EPS and DPS per share with two. For roles
 * without financials, one line saying why they are left out.
 */
export function drawFinancials(w: MemoWriter, financials: MemoFinancials): void {
  if (financials.kind === 'omitted') {
    w.section('Financials', 30);
    w.text(financials.reason, { font: FONT.italic, color: COLOR.muted });
    return;
  }
  const { rows, estimates, currency } = financials;
  const historical = financialTable(w, rows, currency);
  const estimated = financialTable(w, estimates, currency);
  // The heading, its caption and the historical table stay together on one page.
  w.section('Financials', rows.length ? tableHeight(w, historical) + CAPTION : 30);
  if (rows.length === 0) w.text(MEMO_COPY.noFinancials, { font: FONT.italic, color: COLOR.muted, gapAfter: 6 });
  else {
    w.text(`Historical: ${rows.length} fiscal year${rows.length === 1 ? '' : 's'} to ${formatDate(rows.at(-1)!.fy_date_at)}, in ${currency} (money in millions made compact; EPS and DPS per share)`, { size: SIZE.small, color: COLOR.muted, gapAfter: 4 });
    drawTable(w, historical);
  }
  if (estimates.length > 0) {
    w.gap(10);
    w.ensureSpace(tableHeight(w, estimated) + CAPTION);
    w.text(`Estimates (${currency})`, { size: SIZE.small, color: COLOR.muted, gapAfter: 4 });
    drawTable(w, estimated);
  }
  const line = sourcesLine([...rows, ...estimates]);
  if (line) {
    w.gap(4);
    w.text(line, { size: SIZE.tiny, color: COLOR.faint });
  }
}
