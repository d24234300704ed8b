import { Box, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatDate, PRICE_RANGES, type InvestmentSummary, type PriceRange } from '@thesis/domain';
import { lazy, Suspense, useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { lastPriceText, noPriceText, priceHistoryText } from '../format';
import { usePriceHistory } from '../prices-api';
import { MarketFigure } from './MarketFigures';

const PriceChartCanvas = lazy(() => import('./PriceChartCanvas'));
const CHART_HEIGHT = 260;

/**
 * The price of a company: its last price with the date it was taken and, for a listed company with
 * daily prices stored, a chart of its closes over 1M … MAX with its splits marked. Without daily
 * prices, an honest note says why there is nothing to draw (never a chart of invented points).
 */
export function PriceHistory({ investment }: { investment: Pick<InvestmentSummary, 'id' | 'type' | 'meta' | 'name'> }) {
  const [range, setRange] = useState<PriceRange>('1Y');
  const listed = investment.type === 'listed';
  const { data: history, error, isPending, isFetching, refetch } = usePriceHistory(investment.id, range, listed);
  const date = investment.meta.last_price === null ? '' : formatDate(investment.meta.updated_at);
  // A line needs two closes: one stored close is the last price, shown beside.
  const hasPoints = !!history && history.points.length > 1;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="price-heading">
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="xl" id="price-heading">
          Price
        </Title>
        {hasPoints && (
          <Group gap="xs">
            {isFetching && <Loader size="xs" aria-label="Loading prices" />}
            <SegmentedControl size="xs" value={range} onChange={(value) => setRange(value as PriceRange)} data={[...PRICE_RANGES]} aria-label="Price chart span" />
          </Group>
        )}
      </Group>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Stack gap={2} miw={160}>
          <MarketFigure label="Last price" value={lastPriceText(investment.meta)} testId="price-last" missing={noPriceText(investment)} />
          {date && (
            <Text size="xs" c="dimmed" data-testid="price-date">
              as of {date}
            </Text>
          )}
          {hasPoints && history.source && (
            <Text size="xs" c="dimmed" data-testid="price-source">
              Daily closes: {history.source}
            </Text>
          )}
        </Stack>
        {listed && isPending && <Loader size="sm" aria-label="Loading prices" />}
        {listed && error && !history && (
          <LoadFailedAlert title="The price history could not be loaded" error={error} onRetry={() => void refetch()} flex="1 1 260px" />
        )}
        {hasPoints ? (
          <Box style={{ flex: '1 1 420px', minWidth: 0 }} h={CHART_HEIGHT} data-testid="price-chart">
            <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
              <PriceChartCanvas history={history} name={investment.name} />
            </Suspense>
          </Box>
        ) : (
          (!listed || (!isPending && !error)) && (
            <Group gap="xs" wrap="nowrap" align="flex-start" maw={560} style={{ flex: '1 1 260px' }}>
              <IconChartLine size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" c="dimmed" data-testid="price-history-empty">
                {history?.points.length === 1 && history.source
                  ? `One daily close is stored so far (${formatDate(history.points[0]!.date)}, from ${history.source}); the chart starts with the second.`
                  : priceHistoryText(investment)}
              </Text>
            </Group>
          )
        )}
      </Group>
    </Paper>
  );
}
