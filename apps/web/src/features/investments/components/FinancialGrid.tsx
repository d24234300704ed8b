import { Table, Text, VisuallyHidden } from '@mantine/core';
import { LAYOUT, type FinancialField } from '@thesis/domain';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FINANCIAL_ROWS, type FinancialColumn, type TableRow } from '../financial-columns';
import classes from './FinancialTable.module.css';

/** A column of the grid; `note` says why a column without a row is empty (a fiscal year with no filed figures). */
export type GridColumn<Row extends TableRow = TableRow> = FinancialColumn<Row> & { note?: string };

interface FinancialGridProps<Row extends TableRow> {
  /** 'Historical' or 'Estimates': the caption and the scroll region's name. */
  title: string;
  columns: readonly GridColumn<Row>[];
  currency: string;
  caption: string;
  testId: string;
  cell(column: GridColumn<Row>, field: FinancialField): ReactNode;
}

/**
 * Scrolls a region to its right end whenever its columns change, so a table wider than the page
 * opens on the latest years (and the forecasts) rather than on the oldest. Scrolling the reader
 * did afterwards is kept while the columns stay the same.
 */
function useOpenAtEnd(columnKeys: string) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    // The browser stops at the furthest it can go; a table that fits does not move.
    if (element) element.scrollLeft = element.scrollWidth;
  }, [columnKeys]);
  return scroller;
}

/**
 * The layout of a financial table (spec §2, §9): fiscal years as 180 px columns, oldest first, the
 * row labels in a sticky first column, scrolling sideways when the years do not fit, and opening
 * scrolled to the latest years.
 */
export function FinancialGrid<Row extends TableRow>({ title, columns, currency, caption, testId, cell }: FinancialGridProps<Row>) {
  const width = LAYOUT.tableColumnWidth * (columns.length + 1);
  const scroller = useOpenAtEnd(columns.map((column) => column.key).join(' '));
  return (
    // A keyboard user can scroll the region too (it takes focus).
    <div ref={scroller} className={classes.scroller} role="region" aria-label={`${title} financials`} tabIndex={0}>
      <Table className={classes.table} w={width} verticalSpacing={8} horizontalSpacing="md" data-testid={testId}>
        <Table.Caption className={VisuallyHidden.classes.root}>{caption}</Table.Caption>
        <colgroup>
          {[{ key: 'label' }, ...columns].map((column) => (
            <col key={column.key} style={{ width: LAYOUT.tableColumnWidth }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={`${classes.sticky} ${classes.head}`}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {currency}
              </Text>
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" className={`${classes.number} ${classes.head}`} title={column.note}>
                <Text size="sm" fw={700} c={column.row ? undefined : 'dimmed'}>
                  {column.label}
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {column.periodEnd || '\u00a0'}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FINANCIAL_ROWS.map(({ field, label }) => (
            <Table.Tr key={field}>
              <Table.Th scope="row" className={classes.sticky} fw={500}>
                {label}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key} className={classes.number}>
                  {cell(column, field)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
