import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FinancialRow } from '@thesis/domain';
import { useId, useMemo } from 'react';
import { KEY_RATIO_GROUPS, keyRatio, keyRatioInput, sharedReason, type KeyRatio, type MarketOf } from '../key-ratios';
import { KeyRatioFigure } from './KeyRatioFigure';
import classes from './KeyRatios.module.css';

interface KeyRatiosProps {
  /** The reported years, as the historical table shows them. */
  rows: readonly FinancialRow[];
  investment: MarketOf;
  /** The currency of the rows. */
  currency: string;
}

function KeyRatioGroup({ title, ratios }: { title: string; ratios: readonly KeyRatio[] }) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Title order={4} fz="xs" fw={700} c="dimmed" tt="uppercase" id={id} style={{ letterSpacing: 0.4 }}>
        {title}
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm" className={classes.list} renderRoot={(props) => <dl {...props} aria-labelledby={id} />}>
        {ratios.map((ratio) => (
          <KeyRatioFigure key={ratio.id} ratio={ratio} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The key ratios of the latest reported year against the last price, grouped, each computed by the
 * domain's metric catalogue with its evidence; when none can be computed for one reason (the
 * figures are history against the price), that reason is said once above them.
 */
export function KeyRatios({ rows, investment, currency }: KeyRatiosProps) {
  const groups = useMemo(() => {
    const input = keyRatioInput(rows, investment, currency);
    return KEY_RATIO_GROUPS.map((group) => ({ title: group.title, ratios: group.ids.map((id) => keyRatio(id, input)) }));
  }, [rows, investment, currency]);
  const shared = sharedReason(groups.flatMap((group) => group.ratios));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="key-ratios-heading" data-testid="key-ratios">
      <Group gap="sm" align="baseline" mb="sm">
        <Title order={3} fz="md" id="key-ratios-heading">
          Key ratios
        </Title>
        <Text size="xs" c="dimmed">
          Latest reported year against the last price · money in {currency} · hover or focus a ratio for its evidence
        </Text>
      </Group>
      {shared && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="key-ratios-unavailable">
          No ratio can be computed: {shared}.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="xl" verticalSpacing="lg">
        {groups.map((group) => (
          <KeyRatioGroup key={group.title} title={group.title} ratios={group.ratios} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
