import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  emptyCellNote,
  financialCell,
  financialCellState,
  perShareNote,
  sourceNote,
  UNAVAILABLE_NOTES,
  UNDER_REVIEW_TEXT,
  underReviewNote,
  type FinancialField,
  type FinancialRow,
} from '@thesis/domain';
import { financialColumns, reportedColumns, tableNotes, type TableNotes, type TableRow } from '../financial-columns';
import { FinancialGrid, type GridColumn } from './FinancialGrid';
import classes from './FinancialTable.module.css';

/** A row of the table, with the figures a plausibility check flagged (reported rows only) and when it was last updated. */
type ReviewedRow = TableRow & Partial<Pick<FinancialRow, 'under_review' | 'updated_at'>>;

interface FinancialTableProps {
  /** 'Historical' or 'Estimates': the caption and the scroll region's name. */
  title: string;
  rows: readonly ReviewedRow[];
  /** Placeholder columns when there are no rows (10 historical, 3 estimation). */
  placeholders: number;
  currency: string;
  /**
   * Reported years: a fiscal year missing between two rows gets its own column of dashes, and EPS
   * and DPS say on hover whether they were split-adjusted or are as filed.
   */
  reported?: boolean;
}

/**
 * A cell: the figure (with its split footnote marker, and marked when it is under review), 'n/a'
 * where it does not apply, '–' where there is none. A figure's title says how EPS and DPS were
 * adjusted, why it is under review, and where it comes from as of when.
 */
function Cell({ column, field, currency, notes, reported }: { column: GridColumn<ReviewedRow>; field: FinancialField; currency: string; notes: TableNotes; reported: boolean }) {
  const { row } = column;
  const state = financialCellState(row, field);
  if (!row || state.kind === 'empty') {
    return (
      <Text span c="dimmed" title={column.note} data-state={column.note ? 'gap' : undefined}>
        {financialCell(null, field, currency)}
      </Text>
    );
  }
  if (state.kind !== 'value') {
    const note = emptyCellNote(state);
    return (
      <Text span c="dimmed" title={note ?? undefined} data-state={state.kind}>
        {financialCell(row, field, currency)}
        {state.kind === 'not_in_source' && <sup aria-hidden="true">†</sup>}
      </Text>
    );
  }
  const adjustment = state.adjusted ? row.split_adjustment : null;
  const marker = adjustment ? notes.splits.get(adjustment.footnote) : undefined;
  // Forecasts are never filed: only reported years say that an unadjusted EPS is as filed.
  const split = reported || adjustment ? perShareNote(row, field, currency) : null;
  const review = state.underReview === null ? null : underReviewNote(state.underReview);
  const title = [split, review, sourceNote(row)].filter(Boolean).join('\n') || undefined;
  return (
    <Text span c={state.value < 0 ? 'red.8' : undefined} title={title} data-adjusted={adjustment ? 'true' : undefined} data-under-review={review ? 'true' : undefined}>
      {review && <IconAlertTriangle size={12} aria-hidden="true" className={classes.reviewIcon} />}
      <span className={review ? classes.underReview : undefined}>{financialCell(row, field, currency)}</span>
      {review && <VisuallyHidden>{`, ${UNDER_REVIEW_TEXT}`}</VisuallyHidden>}
      {marker && <sup aria-label={`, note ${marker}`}>{marker}</sup>}
    </Text>
  );
}

/** The footnotes under a table: the split adjustments by marker, what n/a and † mean, and what an underlined figure means. */
export function TableFootnotes({ notes, underReview = false }: { notes: TableNotes; underReview?: boolean }) {
  const lines = [
    ...[...notes.splits].map(([text, marker]) => `${marker} EPS and DPS ${text}.`),
    ...(notes.notApplicable ? [`n/a ${UNAVAILABLE_NOTES.not_applicable}.`] : []),
    ...(notes.notInSource ? ['† Not available from the source: the SEC filings data has no pre-tax income, EBITDA or net debt (left empty, never copied from another figure).'] : []),
    ...(underReview ? ['Underlined figures are under review: a plausibility check flagged them, and they are left out of screens, fundamentals and the AI fill until an operator checks them.'] : []),
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
export function FinancialTable({ title, rows, placeholders, currency, reported = false }: FinancialTableProps) {
  const notes = tableNotes(rows);
  const underReview = rows.some((row) => Object.keys(row.under_review ?? {}).length > 0);
  return (
    <Stack gap={4}>
      <FinancialGrid
        title={title}
        columns={reported ? reportedColumns(rows, placeholders) : financialColumns(rows, placeholders)}
        currency={currency}
        caption={`${title} financials in ${currency}: money made compact (m, b, t), EPS and DPS per share, split-adjusted`}
        testId={`financials-${title.toLowerCase()}`}
        cell={(column, field) => <Cell column={column} field={field} currency={currency} notes={notes} reported={reported} />}
      />
      <TableFootnotes notes={notes} underReview={underReview} />
    </Stack>
  );
}
