import { Button, Group, Text } from '@mantine/core';
import { displayTicker, formatDate, type Decision } from '@thesis/domain';
import { useState } from 'react';
import { formatReturn } from '../format';
import { GradeBadge } from './GradeBadge';

/**
 * The realised return of a made decision: shown once its timeframe has elapsed, or on demand
 * before that (valued at the latest price, marked as provisional).
 */
export function RealisedReturn({ decision, compact = false }: { decision: Decision; compact?: boolean }) {
  const [shown, setShown] = useState(false);
  const realised = decision.realised;
  if (!realised) return <Text size="sm">—</Text>;
  if (!realised.elapsed && !shown) {
    return (
      <Group gap={6} wrap="nowrap">
        {!compact && (
          <Text size="sm" c="dimmed">
            Open until {formatDate(realised.timeframe_end)}
          </Text>
        )}
        <Button size="compact-xs" variant="subtle" onClick={() => setShown(true)} aria-label={`Show the return so far of ${displayTicker(decision.investment.ticker)}`}>
          Show so far
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        {formatReturn(realised.return)}
      </Text>
      {realised.outcome && (
        <GradeBadge size="sm" grade={realised.outcome} />
      )}
      {!realised.elapsed && (
        <Text size="xs" c="dimmed">
          so far
        </Text>
      )}
    </Group>
  );
}
