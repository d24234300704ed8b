import { Table } from '@mantine/core';
import { LAYOUT, PORTFOLIO_METRIC_IDS, screenMetric, type PortfolioInvestment, type PortfolioSort } from '@thesis/domain';
import { MetricCell } from '../../../components/MetricCell';
import { SortHeader } from './SortHeader';

/** The portfolio's optional fundamentals columns: the catalogue's key metrics, in this order. */
export const METRIC_COLUMNS = PORTFOLIO_METRIC_IDS.map((id) => screenMetric(id));
const W = LAYOUT.portfolioColumns.metric;

export function MetricHeaders({ sort, onSort }: { sort: PortfolioSort | null; onSort(sort: PortfolioSort | null): void }) {
  return METRIC_COLUMNS.map((metric) => (
    <SortHeader key={metric.id} sortKey={{ type: 'metric', metricId: metric.id }} sort={sort} onSort={onSort} align="right" w={W} title={metric.definition}>
      {metric.label}
    </SortHeader>
  ));
}

export function MetricCells({ holding }: { holding: PortfolioInvestment }) {
  return METRIC_COLUMNS.map((metric) => (
    <Table.Td key={metric.id} ta="right" fz="sm">
      <MetricCell metricId={metric.id} metric={holding.metrics[metric.id]} label={metric.label} />
    </Table.Td>
  ));
}
