import { Badge, Combobox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { NOT_AVAILABLE, type InvestmentSummary } from '@thesis/domain';
import { lastPriceText, noPriceText, tickerText, venueText } from '../format';

/** One search result: ticker (bold), name, exchange, ETF or fund, and the last price (or that there is none). */
export function SearchResultOption({ result }: { result: InvestmentSummary }) {
  const price = lastPriceText(result.meta);
  const priced = price !== NOT_AVAILABLE;
  return (
    <Combobox.Option value={result.id} py={8} data-testid="search-result">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} size="sm">
              {tickerText(result)}
            </Text>
            <Badge size="xs" variant="light" color={result.type === 'custom' ? 'orange' : 'gray'} radius="sm">
              {venueText(result)}
            </Badge>
            {result.is_fund && (
              <Badge size="xs" variant="outline" color="gray" radius="sm">
                Fund
              </Badge>
            )}
            {result.investment_review_id && (
              <Badge size="xs" variant="light" radius="sm">
                Reviewed
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {result.name}
          </Text>
        </Stack>
        <Text
          size="sm"
          fw={500}
          c={priced ? undefined : 'dimmed'}
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {priced ? (
            price
          ) : (
            <span title={noPriceText(result)}>
              No price
              <VisuallyHidden>: {noPriceText(result)}</VisuallyHidden>
            </span>
          )}
        </Text>
      </Group>
    </Combobox.Option>
  );
}
