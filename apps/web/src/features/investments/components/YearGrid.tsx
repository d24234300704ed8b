import { Table, Text, VisuallyHidden } from '@mantine/core';
import { LAYOUT } from '@thesis/domain';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { GridColumn, TableRow } from '../financial-columns';
import classes from './FinancialTable.module.css';

export type { GridColumn } from '../financial-columns';

/** A line of the grid: its label, and what it means where the label alone does not say (on hover). */
export interface GridLine<Line extends string> {
  field: Line;
  label: string;
  note?: string;
}

export interface YearGridProps<Row extends TableRow, Line extends string> {
  /** 'Historical', 'Estimates', 'Cash flow and balance sheet': the scroll region's name. */
  title: string;
  columns: readonly GridColumn<Row>[];
  lines: readonly GridLine<Line>[];
  currency: string;
  caption: string;
  testId: string;
  cell(column: GridColumn<Row>, field: Line): ReactNode;
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
 * The layout of a table by fiscal year: the years as 180 px columns, oldest first, the line labels
 * in a sticky first column, scrolling sideways when the years do not fit, and opening scrolled to
 * the latest years.
 */
export function YearGrid<Row extends TableRow, Line extends string>({ title, columns, lines, currency, caption, testId, cell }: YearGridProps<Row, Line>) {
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
          {lines.map(({ field, label, note }) => (
            <Table.Tr key={field}>
              <Table.Th scope="row" className={classes.sticky} fw={500} title={note}>
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
