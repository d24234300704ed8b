import { Stack, Text } from '@mantine/core';
import { emptyCellNote, financialCell, financialCellState, formatFigure, FINANCIAL_LABELS, UNAVAILABLE_NOTES, type FinancialField } from '@thesis/domain';
import { financialColumns, tableNotes, type FinancialColumn, type TableNotes, type TableRow } from '../financial-columns';
import { FinancialGrid } from './FinancialGrid';

interface FinancialTableProps {
  /** 'Historical' or 'Estimates': the caption and the scroll region's name. */
  title: string;
  rows: readonly TableRow[];
  /** Placeholder columns when there are no rows (10 historical, 3 estimation). */
  placeholders: number;
  currency: string;
}

/** A cell: the figure (with its split footnote marker), 'n/a' where it does not apply, '–' where there is none. */
function Cell({ column, field, currency, notes }: { column: FinancialColumn; field: FinancialField; currency: string; notes: TableNotes }) {
  const state = financialCellState(column.row, field);
  if (state.kind === 'empty') return <Text span c="dimmed">{financialCell(null, field, currency)}</Text>;
  if (state.kind !== 'value') {
    const note = emptyCellNote(state);
    return (
      <Text span c="dimmed" title={note ?? undefined} data-state={state.kind}>
        {financialCell(column.row, field, currency)}
        {state.kind === 'not_in_source' && <sup aria-hidden="true">†</sup>}
      </Text>
    );
  }
  const adjustment = state.adjusted ? column.row?.split_adjustment : null;
  const marker = adjustment ? notes.splits.get(adjustment.footnote) : undefined;
  const filed = adjustment ? (field === 'eps' ? adjustment.eps_reported : adjustment.dps_reported) : null;
  const title = adjustment ? `${FINANCIAL_LABELS[field]} ${adjustment.footnote}${filed === null ? '' : `; as filed ${formatFigure(filed, field, currency)}`}` : undefined;
  return (
    <Text span c={state.value < 0 ? 'red.8' : undefined} title={title} data-adjusted={adjustment ? 'true' : undefined}>
      {financialCell(column.row, field, currency)}
      {marker && <sup aria-label={`, note ${marker}`}>{marker}</sup>}
    </Text>
  );
}

/** The footnotes under a table: the split adjustments by marker, and what n/a and † mean. */
export function TableFootnotes({ notes }: { notes: TableNotes }) {
  const lines = [
    ...[...notes.splits].map(([text, marker]) => `${marker} EPS and DPS ${text}.`),
    ...(notes.notApplicable ? [`n/a ${UNAVAILABLE_NOTES.not_applicable}.`] : []),
    ...(notes.notInSource ? ['† Not available from the source: the SEC filings data has no pre-tax income, EBITDA or net debt (left empty, never copied from another figure).'] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} data-testid="financial-footnotes">
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** One financial table of reported (or imported) figures, with its footnotes. */
export function FinancialTable({ title, rows, placeholders, currency }: FinancialTableProps) {
  const notes = tableNotes(rows);
  return (
    <Stack gap={4}>
      <FinancialGrid
        title={title}
        columns={financialColumns(rows, placeholders)}
        currency={currency}
        caption={`${title} financials in ${currency}: money made compact (m, b, t), EPS and DPS per share, split-adjusted`}
        testId={`financials-${title.toLowerCase()}`}
        cell={(column, field) => <Cell column={column} field={field} currency={currency} notes={notes} />}
      />
      <TableFootnotes notes={notes} />
    </Stack>
  );
}
