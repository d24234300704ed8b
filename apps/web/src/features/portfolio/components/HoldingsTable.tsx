import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { displayTicker, LAYOUT, type Portfolio, type PortfolioInvestment, type PortfolioSort, type PortfolioSortKey } from '@thesis/domain';
import { Link } from 'react-router';
import { searchTarget } from '../../investments/format';
import { PriceCell } from '../../investments/components/PriceCell';
import { marketCapText, scoreText, totalText, unitsText, weightText } from '../format';
import { HoldingValue } from './HoldingValue';
import { SortHeader } from './SortHeader';

interface HoldingsTableProps {
  portfolio: Portfolio;
  sort: PortfolioSort | null;
  onSort(sort: PortfolioSort | null): void;
  /** The company-info section (sector, last price, market cap) is shown (spec §4: it collapses). */
  companyInfo: boolean;
  onEdit(holding: PortfolioInvestment): void;
  onRemove(holding: PortfolioInvestment): void;
}

const W = LAYOUT.tableColumnWidth;
const company = (field: 'ticker' | 'name' | 'sector' | 'price' | 'market_cap'): PortfolioSortKey => ({ type: 'company', field });
const holdingKey = (field: 'shares_count' | 'shares_total_price' | 'shares_weight'): PortfolioSortKey => ({ type: 'holding', field });

/** The holdings with their figures and review scores, and a totals row (spec §3/§4 Portfolio). */
export function HoldingsTable({ portfolio, sort, onSort, companyInfo, onEdit, onRemove }: HoldingsTableProps) {
  const { investments, aggregations, processes } = portfolio;
  const columns = 5 + (companyInfo ? 3 : 0) + processes.length + 1;
  const header = (key: PortfolioSortKey, label: string, align: 'left' | 'right' = 'left', w: number = W) => (
    <SortHeader sortKey={key} sort={sort} onSort={onSort} align={align} w={w}>
      {label}
    </SortHeader>
  );
  return (
    <Table.ScrollContainer minWidth={columns > LAYOUT.tableScrollAboveColumns ? (columns - 1) * W + 96 : 0} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" stickyHeader aria-label="Portfolio holdings">
        <Table.Thead>
          <Table.Tr>
            {header(company('ticker'), 'Ticker', 'left')}
            {header(company('name'), 'Company name', 'left', W)}
            {header(holdingKey('shares_count'), 'Units', 'right')}
            {header(holdingKey('shares_total_price'), `Value (${aggregations.reporting_currency})`, 'right')}
            {header(holdingKey('shares_weight'), 'Weight', 'right')}
            {companyInfo && header(company('sector'), 'Sector')}
            {companyInfo && header(company('price'), 'Last price', 'right')}
            {companyInfo && header(company('market_cap'), 'Market cap', 'right')}
            {processes.map((process) => (
              <SortHeader key={process.process_id} sortKey={{ type: 'process', processId: process.process_id, measure: 'score' }} sort={sort} onSort={onSort} align="right" w={W}>
                {process.name}
              </SortHeader>
            ))}
            <Table.Th style={{ width: 96 }}>
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
              <Table.Tr key={holding.id}>
                <Table.Td>
                  <Anchor component={Link} to={searchTarget(holding.investment)} fw={700}>
                    {ticker}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
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
                {companyInfo && (
                  <Table.Td fz="sm">
                    {holding.investment.sector_l1 ?? 'Not recorded'}
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
                <Table.Td>
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
            <Table.Th scope="row" colSpan={2}>
              Total ({aggregations.count} {aggregations.count === 1 ? 'holding' : 'holdings'})
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {unitsText(aggregations.shares_count)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {totalText(aggregations.shares_total_price, aggregations.reporting_currency)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {weightText(aggregations.shares_weight)}
            </Table.Td>
            <Table.Td colSpan={processes.length + 1 + (companyInfo ? 3 : 0)} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
