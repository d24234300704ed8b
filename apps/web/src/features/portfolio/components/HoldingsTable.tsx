import { ActionIcon, Anchor, Box, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { displayTicker, LAYOUT, NOT_RECORDED, type Portfolio, type PortfolioInvestment, type PortfolioSort, type PortfolioSortKey } from '@thesis/domain';
import { Link } from 'react-router';
import { searchTarget } from '../../investments/format';
import { PriceCell } from '../../investments/components/PriceCell';
import { marketCapText, scoreText, totalText, unitsText, weightText } from '../format';
import { HoldingValue } from './HoldingValue';
import { MetricCells, MetricHeaders, METRIC_COLUMNS } from './MetricColumns';
import classes from './HoldingsTable.module.css';
import { SortHeader } from './SortHeader';

interface HoldingsTableProps {
  portfolio: Portfolio;
  sort: PortfolioSort | null;
  onSort(sort: PortfolioSort | null): void;
  /** The company-info section (sector, last price, market cap) is shown (spec §4: it collapses). */
  companyInfo: boolean;
  /** The key fundamentals (P/E, dividend yield, ROE, net debt / equity, revenue 3-year CAGR) are shown. */
  fundamentals: boolean;
  onEdit(holding: PortfolioInvestment): void;
  onRemove(holding: PortfolioInvestment): void;
}

const W = LAYOUT.portfolioColumns;
const company = (field: 'ticker' | 'name' | 'sector' | 'price' | 'market_cap'): PortfolioSortKey => ({ type: 'company', field });
const holdingKey = (field: 'shares_count' | 'shares_total_price' | 'shares_weight'): PortfolioSortKey => ({ type: 'holding', field });

/**
 * The holdings with their figures and review scores, and a totals row (spec §3/§4 Portfolio).
 * The scores come right after the holding's own figures and the company info last, so the scores
 * are in view at 1280–1440 px; the Ticker (left) and Edit/Remove (right) stay put while the table
 * scrolls sideways, like the screens table.
 */
export function HoldingsTable({ portfolio, sort, onSort, companyInfo, fundamentals, onEdit, onRemove }: HoldingsTableProps) {
  const { investments, aggregations, processes } = portfolio;
  const width =
    W.ticker + W.name + W.units + W.value + W.weight + processes.length * W.score + (companyInfo ? W.sector + W.price + W.marketCap : 0) + (fundamentals ? METRIC_COLUMNS.length * W.metric : 0) + W.actions;
  const header = (key: PortfolioSortKey, label: string, w: number, align: 'left' | 'right' = 'left', className?: string) => (
    <SortHeader sortKey={key} sort={sort} onSort={onSort} align={align} w={w} className={className}>
      {label}
    </SortHeader>
  );
  return (
    <Box className={classes.scroller} tabIndex={0} role="region" aria-label="Portfolio holdings, scroll sideways for more columns">
      <Table className={classes.table} miw={width} verticalSpacing="sm" horizontalSpacing="sm" aria-label="Portfolio holdings">
        <Table.Thead>
          <Table.Tr>
            {header(company('ticker'), 'Ticker', W.ticker, 'left', classes.stickyStart)}
            {header(company('name'), 'Company name', W.name)}
            {header(holdingKey('shares_count'), 'Units', W.units, 'right')}
            {header(holdingKey('shares_total_price'), `Value (${aggregations.reporting_currency})`, W.value, 'right')}
            {header(holdingKey('shares_weight'), 'Weight', W.weight, 'right')}
            {processes.map((process) => (
              <SortHeader key={process.process_id} sortKey={{ type: 'process', processId: process.process_id, measure: 'score' }} sort={sort} onSort={onSort} align="right" w={W.score} title={process.name}>
                {process.name}
              </SortHeader>
            ))}
            {fundamentals && <MetricHeaders sort={sort} onSort={onSort} />}
            {companyInfo && header(company('sector'), 'Sector', W.sector, 'left', classes.groupStart)}
            {companyInfo && header(company('price'), 'Last price', W.price, 'right')}
            {companyInfo && header(company('market_cap'), 'Market cap', W.marketCap, 'right')}
            <Table.Th className={classes.stickyEnd} style={{ width: W.actions }}>
              <Text span fw={600} fz="sm">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {investments.map((holding) => {
            const byProcess = new Map(holding.processes.map((process) => [process.process_id, process]));
            const ticker = displayTicker(holding.investment.ticker);
            return (
              <Table.Tr key={holding.id} data-testid="holding-row">
                <Table.Td className={classes.stickyStart}>
                  <Anchor component={Link} to={searchTarget(holding.investment)} fw={700}>
                    {ticker}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2} title={holding.investment.name}>
                    {holding.investment.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {holding.investment.type === 'custom' ? 'Unlisted' : holding.investment.exchange}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {unitsText(holding.shares_count)}
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  <HoldingValue holding={holding} />
                </Table.Td>
                <Table.Td ta="right" fz="sm" fw={600}>
                  {holding.value.amount === null ? '–' : weightText(holding.shares_weight)}
                </Table.Td>
                {processes.map((process) => {
                  const found = byProcess.get(process.process_id);
                  return (
                    <Table.Td key={process.process_id} ta="right" fz="sm">
                      {found ? (
                        <>
                          <Text span fw={600} fz="sm">
                            {scoreText(found.score)}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            relevance {scoreText(found.relevance)}
                          </Text>
                        </>
                      ) : (
                        <Text span c="dimmed" fz="sm">
                          Not reviewed
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
                {fundamentals && <MetricCells holding={holding} />}
                {companyInfo && (
                  <Table.Td fz="sm" className={classes.groupStart} title={holding.investment.sector_l1 ?? undefined}>
                    <Text fz="sm" lineClamp={2}>
                      {holding.investment.sector_l1 ?? NOT_RECORDED}
                    </Text>
                    {holding.investment.classification === 'sic' && (
                      <Text fz="xs" c="dimmed">
                        SEC industry
                      </Text>
                    )}
                  </Table.Td>
                )}
                {companyInfo && (
                  <Table.Td ta="right">
                    <PriceCell price={holding.investment.last_price} currency={holding.investment.currency} asOf={holding.investment.meta.updated_at} custom={holding.investment.type === 'custom'} />
                  </Table.Td>
                )}
                {companyInfo && <Table.Td ta="right" fz="sm">{marketCapText(holding.investment)}</Table.Td>}
                <Table.Td className={classes.stickyEnd}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Edit shares">
                      <ActionIcon variant="subtle" onClick={() => onEdit(holding)} aria-label={`Edit shares of ${ticker}`}>
                        <IconPencil size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon variant="subtle" color="red" onClick={() => onRemove(holding)} aria-label={`Remove ${ticker} from the portfolio`}>
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} aria-label="Totals">
            <Table.Th scope="row" className={classes.stickyStart}>
              Total
            </Table.Th>
            <Table.Td fz="sm" c="dimmed">
              {aggregations.count} {aggregations.count === 1 ? 'holding' : 'holdings'}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {unitsText(aggregations.shares_count)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {totalText(aggregations.shares_total_price, aggregations.reporting_currency)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {weightText(aggregations.shares_weight)}
            </Table.Td>
            <Table.Td colSpan={processes.length + (fundamentals ? METRIC_COLUMNS.length : 0) + (companyInfo ? 3 : 0)} />
            <Table.Td className={classes.stickyEnd} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
