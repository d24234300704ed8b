import { Badge, Group, Stack, Text, Tooltip, type MantineSpacing } from '@mantine/core';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, MARKET_MESSAGES, NOT_AVAILABLE, STALE_AFTER_DAYS, type InvestmentSummary } from '@thesis/domain';
import { hasMarketFigures } from '../format';

/**
 * One labelled market figure; a figure that is not known shows '–', dimmed, or `missing` (what
 * stands where the price would be). `compact` for page headers.
 */
export function MarketFigure({
  label,
  value,
  testId,
  compact = false,
  missing,
}: {
  label: string;
  value: string;
  testId?: string;
  compact?: boolean;
  missing?: string;
}) {
  const absent = value === NOT_AVAILABLE || value === '';
  return (
    <Stack gap={compact ? 0 : 2} maw={absent && missing ? 260 : undefined}>
      <Text size={compact ? '10px' : 'xs'} c="dimmed" fw={compact ? 700 : 600} tt="uppercase" style={{ letterSpacing: compact ? 0.5 : 0.4 }}>
        {label}
      </Text>
      {absent && missing ? (
        <Text size="xs" fw={500} c="orange.9" data-testid={testId} data-missing="true">
          {missing}
        </Text>
      ) : (
        <Text size={compact ? undefined : 'lg'} fw={600} c={absent ? 'dimmed' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
          {absent ? NOT_AVAILABLE : value}
        </Text>
      )}
    </Stack>
  );
}

/** How fresh the market figures are: 'Figures as of …' (stale after 30 days), or that there are none. */
export function FiguresFreshness({
  meta,
  gap,
  mt,
}: {
  meta: InvestmentSummary['meta'];
  gap: MantineSpacing | number;
  mt?: MantineSpacing;
}) {
  const updated = formatDate(meta.updated_at);
  const fresh = hasMarketFigures(meta) && updated;
  return (
    <Group gap={gap} mt={mt} c="dimmed" wrap="nowrap" data-testid="figures-freshness">
      {fresh ? <IconClock size={14} aria-hidden="true" /> : <IconInfoCircle size={14} aria-hidden="true" />}
      <Text size="xs">{fresh ? `Figures as of ${updated}` : 'No market figures available'}</Text>
      {fresh && meta.stale && (
        <Tooltip label={`These figures are more than ${STALE_AFTER_DAYS} days old: check a current price before acting on them.`} multiline w={260}>
          <Badge size="xs" color="orange" variant="light" tabIndex={0} data-testid="figures-stale">
            Stale · {MARKET_MESSAGES.stale.toLowerCase()}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
