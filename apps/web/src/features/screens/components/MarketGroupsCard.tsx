import { Badge, Group, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { formatMillions, NOT_RECORDED, type ScreenAggregations } from '@thesis/domain';
import { useState } from 'react';

const SHOWN = 6;
type By = 'sectors' | 'industries';

/**
 * The companies by sector or industry: those matching the view's filters when it has any, else the
 * whole last run, with their market cap summed in the viewer's reporting currency; an SEC industry
 * is marked as such.
 */
export function MarketGroupsCard({ aggregations }: { aggregations: ScreenAggregations }) {
  const [by, setBy] = useState<By>('sectors');
  const rows = (by === 'sectors' ? aggregations.sectors.map(({ sector, ...rest }) => ({ value: sector, ...rest })) : aggregations.industries.map(({ industry, ...rest }) => ({ value: industry, ...rest })));
  const top = rows.slice(0, SHOWN);
  return (
    <Paper withBorder radius="md" p="md" data-testid="market-groups">
      <Group justify="space-between" mb={4} gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          By {by === 'sectors' ? 'sector' : 'industry'}
        </Text>
        <SegmentedControl size="xs" value={by} onChange={(value) => setBy(value as By)} data={[{ value: 'sectors', label: 'Sector' }, { value: 'industries', label: 'Industry' }]} aria-label="Group companies by" />
      </Group>
      {aggregations.groups_follow_filters && (
        <Text size="xs" c="dimmed" mb={4} data-testid="market-groups-scope">Of the companies matching the filters</Text>
      )}
      <Stack gap={2}>
        {top.map((row) => {
          const missing = row.count - row.with_market_cap;
          const hint = `${row.count} ${row.count === 1 ? 'company' : 'companies'}; market cap of ${row.with_market_cap} summed in ${aggregations.reporting_currency}${row.not_converted ? `, ${row.not_converted} not converted (no exchange rate)` : ''}${missing - row.not_converted > 0 ? `, ${missing - row.not_converted} without a market cap` : ''}`;
          // The name may be cut short in the card: the tooltip gives it whole.
          const label = `${row.value ?? NOT_RECORDED}: ${hint}`;
          return (
            <Tooltip key={`${row.classification ?? ''}:${row.value ?? ''}`} label={label} multiline w={260}>
              <Group justify="space-between" gap="xs" wrap="nowrap" tabIndex={0} aria-label={label}>
                <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" truncate c={row.value ? undefined : 'dimmed'}>
                    {row.value ?? NOT_RECORDED}
                  </Text>
                  {row.classification === 'sic' && <Badge size="xs" variant="outline" color="gray" style={{ flex: 'none' }}>SEC</Badge>}
                </Group>
                <Group gap={8} wrap="nowrap">
                  <Text size="xs" c="dimmed">{row.with_market_cap > 0 ? formatMillions(row.market_cap, aggregations.reporting_currency) : '–'}</Text>
                  <Text size="sm" fw={600}>{row.count}</Text>
                </Group>
              </Group>
            </Tooltip>
          );
        })}
        {rows.length > top.length && <Text size="xs" c="dimmed">and {rows.length - top.length} more</Text>}
        {rows.length === 0 && <Text size="sm" c="dimmed">No companies yet</Text>}
      </Stack>
    </Paper>
  );
}
