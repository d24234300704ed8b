import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { bandRangeLabel, gradeBands, SCALE_LABELS, type GradeThresholdList } from '@thesis/domain';

const COLORS = { excellent: 'teal', v_good: 'green', good: 'lime', average: 'gray', below_ave: 'yellow', poor: 'orange', v_poor: 'red' } as const;

/**
 * What each grade takes under a set of thresholds, in words ('Very poor: −50 % or lower', 'Poor:
 * above −50 % up to −33 %' …), read from the one grading rule of the domain so the form, the card
 * and the grading can never disagree.
 */
export function GradeBands({ thresholds, format, label = 'Grades' }: { thresholds: GradeThresholdList; format: (value: number) => string; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={4} role="list" aria-label={label} data-testid="grade-bands">
      {gradeBands(thresholds).map((band) => (
        <Group key={band.grade} gap="xs" wrap="nowrap" role="listitem">
          <Badge variant="light" color={COLORS[band.grade]} c="dark.8" w={118} style={{ flexShrink: 0 }}>
            {SCALE_LABELS[band.grade]}
          </Badge>
          <Text size="sm">{bandRangeLabel(band, format)}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
