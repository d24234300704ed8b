import { Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, formatLastPrice, freshnessOf, LAST_PRICE_DISPLAY_CURRENCY, MARKET_MESSAGES, STALE_AFTER_DAYS } from '@thesis/domain';

interface PriceCellProps {
  price: number | null;
  currency: string | null;
  /** The figures' as-of date. */
  asOf: string | null;
  /** An unlisted company (its owner gives it a price) rather than a listed one (the operator imports prices). */
  custom: boolean;
}

/**
 * A last price in a table (issue 19 item 6): the price with its as-of date, marked stale after 30
 * days; where there is none, "No price" with the reason on hover.
 */
export function PriceCell({ price, currency, asOf, custom }: PriceCellProps) {
  if (price === null) {
    const why = custom ? MARKET_MESSAGES.noPriceUnlisted : MARKET_MESSAGES.noPrice;
    return (
      <Tooltip label={why} multiline w={260}>
        <Text span fz="xs" c="dimmed" tabIndex={0} aria-label={why} style={{ cursor: 'help' }}>
          No price
        </Text>
      </Tooltip>
    );
  }
  const freshness = freshnessOf(asOf);
  return (
    <Stack gap={0} align="flex-end">
      <Text span fz="sm">
        {formatLastPrice(price, currency || LAST_PRICE_DISPLAY_CURRENCY)}
      </Text>
      {freshness.as_of && (
        <Text span fz="xs" c={freshness.stale ? 'orange.9' : 'dimmed'} title={freshness.stale ? `More than ${STALE_AFTER_DAYS} days old` : undefined}>
          {formatDate(freshness.as_of)}
          {freshness.stale ? ' · stale' : ''}
        </Text>
      )}
    </Stack>
  );
}
