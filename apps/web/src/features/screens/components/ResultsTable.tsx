import { Box, Table } from '@mantine/core';
import { useTable } from '@tanstack/react-table';
import { LAYOUT, type ScreenInvestment } from '@thesis/domain';
import { useMemo } from 'react';
import classes from './ResultsTable.module.css';
import { features, resultColumns, type ColumnOptions } from './results-columns';

interface ResultsTableProps extends ColumnOptions {
  rows: ScreenInvestment[];
  busy: boolean;
}

const WIDTH = LAYOUT.tableColumnWidth;

/**
 * The dense results table (TanStack Table): a sticky ticker column, the collapsible company-info
 * group and one group per process; 180 px columns, scrolling sideways above 3 columns (spec §9).
 */
export function ResultsTable({ rows, busy, ...options }: ResultsTableProps) {
  const columns = useMemo(() => resultColumns(options), [options]);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
  const leafCount = table.getAllLeafColumns().length;
  const scrolls = leafCount > LAYOUT.tableScrollAboveColumns;
  return (
    <Box className={classes.scroller} aria-busy={busy} tabIndex={0} role="region" aria-label={scrolls ? 'Screen results, scroll sideways for more columns' : 'Screen results'}>
      <Table className={classes.table} style={{ width: scrolls ? leafCount * WIDTH : '100%', opacity: busy ? 0.6 : 1 }} striped highlightOnHover withColumnBorders verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead className={classes.head}>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th
                  key={header.id}
                  colSpan={header.colSpan}
                  className={header.column.id === 'ticker' || header.column.id === 'company' ? classes.sticky : undefined}
                  style={{ width: header.colSpan * WIDTH, minWidth: header.colSpan * WIDTH, maxWidth: header.colSpan * WIDTH }}
                  scope={header.colSpan > 1 ? 'colgroup' : 'col'}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-testid="result-row" data-passed={row.original.evaluation.passed}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id} className={cell.column.id === 'ticker' ? classes.sticky : undefined} style={{ width: WIDTH, maxWidth: WIDTH }}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
