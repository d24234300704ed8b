import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, NOT_AVAILABLE, type Investment } from '@thesis/domain';
import { hasMarketFigures, issuedSharesText, lastPriceText, marketCapText } from '../format';

function currencyText(investment: Investment): string {
  const local = investment.local_fx ?? investment.currency;
  const reporting = investment.reporting_fx ?? local;
  return reporting === local ? local : `${local} (reports in ${reporting})`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const missing = value === NOT_AVAILABLE || value === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text
        size="lg"
        fw={600}
        c={missing ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {missing ? NOT_AVAILABLE : value}
      </Text>
    </Stack>
  );
}

/**
 * The market figures of an investment (spec §3 meta) with how fresh they are. A figure that is not
 * known shows '–': nothing is ever estimated or invented here.
 */
export function KeyFigures({ investment }: { investment: Investment }) {
  const { meta } = investment;
  const updated = formatDate(meta.updated_at);
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg" verticalSpacing="md">
        <Figure label="Last price" value={lastPriceText(meta)} testId="last-price" />
        <Figure label="Market cap" value={marketCapText(meta)} testId="market-cap" />
        <Figure label="Issued shares" value={issuedSharesText(meta)} />
        <Figure label="Year end" value={formatDate(meta.year_end)} />
        <Figure label="Currency" value={currencyText(investment)} />
        <Figure
          label="Exchange"
          value={investment.type === 'custom' ? 'Unlisted' : (investment.exchange ?? NOT_AVAILABLE)}
        />
      </SimpleGrid>
      <Group gap={6} mt="md" c="dimmed" wrap="nowrap" data-testid="figures-freshness">
        {hasMarketFigures(meta) && updated ? (
          <IconClock size={14} aria-hidden="true" />
        ) : (
          <IconInfoCircle size={14} aria-hidden="true" />
        )}
        <Text size="xs">
          {hasMarketFigures(meta) && updated ? `Figures as of ${updated}` : 'No market figures available'}
        </Text>
      </Group>
    </Paper>
  );
}
