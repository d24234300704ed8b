import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatDate, type InvestmentSummary } from '@thesis/domain';
import { lastPriceText, noPriceText, priceHistoryText } from '../format';
import { MarketFigure } from './MarketFigures';

/**
 * The price of a company: its last price with the date it was taken, and, where a daily price
 * chart would be, an honest note that there is no history to draw (never a chart of invented
 * points).
 */
export function PriceHistory({ investment }: { investment: Pick<InvestmentSummary, 'type' | 'meta'> }) {
  const date = investment.meta.last_price === null ? '' : formatDate(investment.meta.updated_at);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="price-heading">
      <Title order={2} fz="xl" id="price-heading" mb="sm">
        Price
      </Title>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Stack gap={2} miw={160}>
          <MarketFigure label="Last price" value={lastPriceText(investment.meta)} testId="price-last" missing={noPriceText(investment)} />
          {date && (
            <Text size="xs" c="dimmed" data-testid="price-date">
              as of {date}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-start" maw={560} style={{ flex: '1 1 260px' }}>
          <IconChartLine size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed" data-testid="price-history-empty">
            {priceHistoryText(investment)}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
