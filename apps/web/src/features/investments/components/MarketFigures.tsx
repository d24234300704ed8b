import { Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, NOT_AVAILABLE, type InvestmentSummary } from '@thesis/domain';
import { hasMarketFigures } from '../format';

/** One labelled market figure; a figure that is not known shows '–', dimmed. `compact` for page headers. */
export function MarketFigure({
  label,
  value,
  testId,
  compact = false,
}: {
  label: string;
  value: string;
  testId?: string;
  compact?: boolean;
}) {
  const missing = value === NOT_AVAILABLE || value === '';
  return (
    <Stack gap={compact ? 0 : 2}>
      <Text
        size={compact ? '10px' : 'xs'}
        c="dimmed"
        fw={compact ? 700 : 600}
        tt="uppercase"
        style={{ letterSpacing: compact ? 0.5 : 0.4 }}
      >
        {label}
      </Text>
      <Text
        size={compact ? undefined : 'lg'}
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

/** How fresh the market figures are: 'Figures as of …', or that there are none. */
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
    </Group>
  );
}
