import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { LAYOUT, type ScreenAggregations } from '@thesis/domain';
import { MarketGroupsCard } from './MarketGroupsCard';

/** The last run in figures: companies, per process the average score and its distribution, the sectors and industries. */
export function AggregationsPanel({ aggregations, matching }: { aggregations: ScreenAggregations; matching: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 2 + Math.min(aggregations.processes.length, 2) }} spacing="md" component="section" aria-label="Aggregations">
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>Companies</Text>
        <Title order={2} fz={28}>{matching}</Title>
        <Text size="sm" c="dimmed">match the filters, of {aggregations.count} in the last run</Text>
      </Paper>
      {aggregations.processes.map((process, index) => {
        const peak = Math.max(1, ...process.distribution.map((bucket) => bucket.count));
        const color = LAYOUT.chartPalette[index % LAYOUT.chartPalette.length];
        return (
          <Paper key={process.process_id} withBorder radius="md" p="md">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} truncate>{process.name}</Text>
              {process.role === 'lead' && <Badge size="xs" variant="light">Lead</Badge>}
            </Group>
            <Group gap="md" align="baseline" wrap="nowrap">
              <Stack gap={0}><Title order={2} fz={28}>{process.average_score ?? '–'}</Title><Text size="xs" c="dimmed">average score</Text></Stack>
              <Stack gap={0}><Text fw={600}>{process.average_relevance ?? '–'}</Text><Text size="xs" c="dimmed">avg relevance</Text></Stack>
              <Stack gap={0}><Text fw={600}>{process.count}</Text><Text size="xs" c="dimmed">reviewed</Text></Stack>
            </Group>
            <Group gap={3} align="flex-end" h={44} mt="xs" role="img" aria-label={`Score distribution: ${process.distribution.map((bucket) => `${bucket.count} at ${bucket.score}`).join(', ') || 'no scores'}`}>
              {process.distribution.map((bucket) => (
                <Tooltip key={bucket.score} label={`Score ${bucket.score}: ${bucket.count}`}>
                  <div style={{ width: 12, height: Math.max(3, (bucket.count / peak) * 44), background: color, borderRadius: 2 }} />
                </Tooltip>
              ))}
            </Group>
          </Paper>
        );
      })}
      <MarketGroupsCard aggregations={aggregations} />
    </SimpleGrid>
  );
}
