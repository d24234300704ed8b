import { Text } from '@mantine/core';
import { cashFlowCell, cashFlowValue, DETAIL_FIELDS, NOT_AVAILABLE, NOT_IN_SOURCE_NOTE, sourceNote, type CashFlowLine, type FinancialRow } from '@thesis/domain';
import { CASH_FLOW_ROWS, reportedColumns, type GridColumn } from '../financial-columns';
import { YearGrid } from './YearGrid';

const TITLE = 'Cash flow and balance sheet';

/**
 * A cell: the figure, with where it comes from on hover; '–' where the source has none (or, for
 * free cash flow, lacks one of its two figures), or the year was not filed. A negative figure is
 * red as in the historical table, except capital expenditure, which is negative by its sign rule.
 */
function Cell({ column, line, currency }: { column: GridColumn<FinancialRow>; line: CashFlowLine; currency: string }) {
  const { row } = column;
  if (!row) {
    return (
      <Text span c="dimmed" title={column.note} data-state={column.note ? 'gap' : undefined}>
        {NOT_AVAILABLE}
      </Text>
    );
  }
  const value = cashFlowValue(row.details, line);
  if (value === null) {
    return (
      <Text span c="dimmed" title={NOT_IN_SOURCE_NOTE} data-state="not_in_source">
        {NOT_AVAILABLE}
      </Text>
    );
  }
  return (
    <Text span c={value < 0 && line !== 'capex' ? 'red.8' : undefined} title={sourceNote(row) ?? undefined}>
      {cashFlowCell(row.details, line, currency)}
    </Text>
  );
}

/**
 * The cash flow and balance sheet figures of the reported years, beside the historical table and
 * on the same columns (a year with no filed figures keeps its column of dashes): operating cash
 * flow, capital expenditure, free cash flow, buybacks, dividends paid, diluted shares, total
 * assets, cash and long-term debt. When the source has none of them, one line says so.
 */
export function CashFlowTable({ rows, currency }: { rows: readonly FinancialRow[]; currency: string }) {
  if (rows.length === 0) return null;
  if (!rows.some((row) => DETAIL_FIELDS.some((field) => row.details[field] !== null))) {
    return (
      <Text size="xs" c="dimmed">
        The source has no cash flow or balance sheet figures for these years.
      </Text>
    );
  }
  return (
    <YearGrid
      title={TITLE}
      columns={reportedColumns(rows, 0)}
      lines={CASH_FLOW_ROWS}
      currency={currency}
      caption={`${TITLE} in ${currency}: money made compact (m, b, t), capital expenditure negative (cash spent), diluted shares in millions`}
      testId="financials-cash-flow"
      cell={(column, line) => <Cell column={column} line={line} currency={currency} />}
    />
  );
}
