import type { FinancialField } from '@thesis/domain';
import { FINANCIAL_ROWS, type TableRow } from '../financial-columns';
import { YearGrid, type YearGridProps } from './YearGrid';

export type { GridColumn } from './YearGrid';

/**
 * A financial table of the ten figures (sales to shareholders' equity), one column per fiscal year,
 * laid out by YearGrid.
 */
export function FinancialGrid<Row extends TableRow>(props: Omit<YearGridProps<Row, FinancialField>, 'lines'>) {
  return <YearGrid {...props} lines={FINANCIAL_ROWS} />;
}
