import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { PortfolioAggregations } from '@thesis/domain';
import { totalText, unitsText, weightText } from '../format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Totals of the holdings shown (spec §3: units, value, weighting), with the caveats that apply. */
export function PortfolioSummary({ aggregations, filtered }: { aggregations: PortfolioAggregations; filtered: boolean }) {
  return (
    <Stack gap="sm" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label="Value" value={totalText(aggregations.shares_total_price, aggregations.currencies)} hint={filtered ? `of ${totalText(aggregations.portfolio.shares_total_price, aggregations.currencies)} in all` : undefined} />
        <Figure label="Holdings" value={String(aggregations.count)} hint={filtered ? `of ${aggregations.portfolio.count}` : undefined} />
        <Figure label="Units" value={unitsText(aggregations.shares_count)} />
        <Figure label="Weighting" value={weightText(aggregations.shares_weight)} hint={filtered ? 'share of the whole portfolio' : undefined} />
      </SimpleGrid>
      {aggregations.price_missing_count > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {aggregations.price_missing_count === 1 ? 'One holding has' : `${aggregations.price_missing_count} holdings have`} no last price: valued at 0 and left out of the weights.
        </Alert>
      )}
      {aggregations.currencies.length > 1 && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          Values are in each company's own currency ({aggregations.currencies.join(', ')}); totals and weights add them without currency conversion.
        </Alert>
      )}
    </Stack>
  );
}
