import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MARKET_MESSAGES, type PortfolioInvestment } from '@thesis/domain';
import { conversionText, valueText } from '../format';

/**
 * A holding's value (issue 19 items 4 and 6): in the reporting currency, the original amount, rate
 * and month on hover (and for screen readers); "Not converted" in its own currency when there is no
 * rate; "No price" when there is no price, saying why.
 */
export function HoldingValue({ holding }: { holding: PortfolioInvestment }) {
  const { value } = holding;
  if (value.status === 'no_price') {
    const why = holding.investment.type === 'custom' ? MARKET_MESSAGES.noPriceUnlisted : MARKET_MESSAGES.noPrice;
    return (
      <Tooltip label={`${why}: left out of the totals and weights`} multiline w={260}>
        <Group component="span" gap={4} justify="flex-end" wrap="nowrap" c="orange.9" fw={600} tabIndex={0} aria-label={`No price. ${why}`}>
          <IconAlertTriangle size={14} aria-hidden="true" />
          No price
        </Group>
      </Tooltip>
    );
  }
  const hover = conversionText(value);
  if (!hover) return <Text span fz="sm">{valueText(holding)}</Text>;
  return (
    <Tooltip label={hover} multiline w={280}>
      <Stack gap={0} align="flex-end" tabIndex={0} aria-label={`${valueText(holding)}: ${hover}`} data-testid="converted-value" style={{ cursor: 'help' }}>
        <Text span fz="sm" td="underline" style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 3 }}>
          {valueText(holding)}
        </Text>
        {value.status === 'no_rate' && (
          <Badge size="xs" color="orange" variant="light">
            Not converted
          </Badge>
        )}
      </Stack>
    </Tooltip>
  );
}
