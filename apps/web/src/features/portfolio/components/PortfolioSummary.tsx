import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { MARKET_MESSAGES, type PortfolioAggregations } from '@thesis/domain';
import { monthText, totalText, unitsText, weightText } from '../format';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} mt={4} data-testid={testId}>
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

const holdings = (count: number) => (count === 1 ? 'One holding has' : `${count} holdings have`);

/** Which rates the converted values used: the month of each price, or an earlier one where that month has no rate yet. */
function rateNote(aggregations: PortfolioAggregations): string {
  const currency = aggregations.reporting_currency;
  const others = aggregations.currencies.filter((code) => code !== currency).join(', ');
  const base = `Values in ${others} are converted to ${currency} at the monthly rate of the month of each price`;
  if (aggregations.older_rate_count === 0) return `${base}; hover a value to see its original amount, the rate and the month.`;
  const months = aggregations.older_rate_months.map(monthText).join(', ');
  const which = aggregations.older_rate_count === 1 ? 'one holding whose price is newer than the latest rate' : `${aggregations.older_rate_count} holdings whose prices are newer than the latest rate`;
  return `${base}, or the latest earlier month that has one: ${which} ${aggregations.older_rate_count === 1 ? 'uses' : 'use'} the rate of ${months}. Hover a value to see its original amount, the rate and the month.`;
}

/** Totals of the holdings shown (spec §3: units, value, weighting) in the reporting currency, with the caveats that apply. */
export function PortfolioSummary({ aggregations, filtered }: { aggregations: PortfolioAggregations; filtered: boolean }) {
  const currency = aggregations.reporting_currency;
  const converted = aggregations.currencies.some((code) => code !== currency);
  return (
    <Stack gap="sm" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label={`Value (${currency})`}
          value={totalText(aggregations.shares_total_price, currency)}
          hint={filtered ? `of ${totalText(aggregations.portfolio.shares_total_price, currency)} in all` : converted ? 'converted at monthly rates' : undefined}
          testId="portfolio-total"
        />
        <Figure label="Holdings" value={String(aggregations.count)} hint={filtered ? `of ${aggregations.portfolio.count}` : undefined} />
        <Figure label="Units" value={unitsText(aggregations.shares_count)} />
        <Figure label="Weighting" value={weightText(aggregations.shares_weight)} hint={filtered ? 'share of the whole portfolio' : undefined} />
      </SimpleGrid>
      {aggregations.price_missing_count > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="price-missing-note">
          {holdings(aggregations.price_missing_count)} no last price ({MARKET_MESSAGES.noPrice.toLowerCase()}): left out of the totals and weights.
        </Alert>
      )}
      {aggregations.not_converted_count > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="not-converted-note">
          {holdings(aggregations.not_converted_count)} no exchange rate to {currency} for the month of its price: shown in its own currency and left out of the totals and weights.
        </Alert>
      )}
      {converted && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="rate-note">
          {rateNote(aggregations)}
        </Alert>
      )}
    </Stack>
  );
}
