import { Table, Text, VisuallyHidden } from '@mantine/core';
import { LAYOUT, type FinancialField } from '@thesis/domain';
import type { ReactNode } from 'react';
import { FINANCIAL_ROWS, type FinancialColumn, type TableRow } from '../financial-columns';
import classes from './FinancialTable.module.css';

interface FinancialGridProps<Row extends TableRow> {
  /** 'Historical' or 'Estimates': the caption and the scroll region's name. */
  title: string;
  columns: readonly FinancialColumn<Row>[];
  currency: string;
  caption: string;
  testId: string;
  cell(column: FinancialColumn<Row>, field: FinancialField): ReactNode;
}

/**
 * The layout of a financial table (spec §2, §9): fiscal years as 180 px columns, oldest first, the
 * row labels in a sticky first column, scrolling sideways when the years do not fit.
 */
export function FinancialGrid<Row extends TableRow>({ title, columns, currency, caption, testId, cell }: FinancialGridProps<Row>) {
  const width = LAYOUT.tableColumnWidth * (columns.length + 1);
  return (
    // A keyboard user can scroll the region too (it takes focus).
    <div className={classes.scroller} role="region" aria-label={`${title} financials`} tabIndex={0}>
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
              <Table.Th key={column.key} scope="col" className={`${classes.number} ${classes.head}`}>
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
