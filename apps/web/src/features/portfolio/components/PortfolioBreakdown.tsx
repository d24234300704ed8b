import { Badge, Group, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { GROUP_BY, NOT_RECORDED, type GroupBy, type PortfolioAggregations } from '@thesis/domain';
import { useState } from 'react';
import { totalText, weightText } from '../format';

const LABELS: Record<GroupBy, string> = { sector: 'Sector', industry: 'Industry' };

/** The holdings shown grouped by sector or industry (issue 19 item 3): holdings, value in the reporting currency, weight. */
export function PortfolioBreakdown({ aggregations }: { aggregations: PortfolioAggregations }) {
  const [by, setBy] = useState<GroupBy>('sector');
  const groups = aggregations.groups[by];
  if (groups.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="breakdown-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id="breakdown-heading">
          By {LABELS[by].toLowerCase()}
        </Title>
        <SegmentedControl size="xs" value={by} onChange={(value) => setBy(value as GroupBy)} data={GROUP_BY.map((value) => ({ value, label: LABELS[value] }))} aria-label="Group holdings by" />
      </Group>
      <Table verticalSpacing={6} data-testid="portfolio-breakdown">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LABELS[by]}</Table.Th>
            <Table.Th ta="right">Holdings</Table.Th>
            <Table.Th ta="right">Value ({aggregations.reporting_currency})</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={`${group.classification ?? ''}:${group.value ?? ''}`}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" c={group.value ? undefined : 'dimmed'}>
                    {group.value ?? NOT_RECORDED}
                  </Text>
                  {group.classification === 'sic' && (
                    <Badge size="xs" variant="outline" color="gray" title="SEC industry classification (SIC), not GICS">
                      SEC
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fz="sm">
                {group.count}
              </Table.Td>
              <Table.Td ta="right" fz="sm">
                {totalText(group.amount, aggregations.reporting_currency)}
                {group.count > group.with_amount && (
                  <Text span fz="xs" c="dimmed">
                    {' '}({group.count - group.with_amount} left out)
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fz="sm" fw={600}>
                {weightText(group.weight)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
