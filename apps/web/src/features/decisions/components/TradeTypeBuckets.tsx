import { Group, SimpleGrid, Text } from '@mantine/core';
import { outcomeBuckets, tradeTypeIssues, type ThresholdTable } from '@thesis/domain';
import { bucketRange } from '../format';
import { GradeBadge } from './GradeBadge';

/** The seven outcome rows a decision type gives the probability matrix, shown while it is edited. */
export function TradeTypeBuckets({ table }: { table: ThresholdTable }) {
  const numbers = Object.values(table).every((value) => typeof value === 'number' && Number.isFinite(value));
  if (!numbers || tradeTypeIssues(table).length > 0) {
    return (
      <Text size="sm" c="dimmed">
        The outcome rows appear once the range and thresholds are valid.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={4} aria-label="Outcome rows of the probability matrix">
      {outcomeBuckets(table).map((bucket) => (
        <Group key={bucket.key} gap="xs" wrap="nowrap">
          <GradeBadge grade={bucket.key} w={110} />
          <Text size="sm">{bucketRange(bucket)}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
