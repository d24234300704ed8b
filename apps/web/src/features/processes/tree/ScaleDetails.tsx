import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  bandLimitLabel,
  gradeBands,
  gradePoints,
  gradesOf,
  isQualitativeType,
  QUALITATIVE_GRADE_LABELS,
  SCALE_LABELS,
  scaleDirection,
  toGradeThresholds,
  type Item,
} from '@thesis/domain';
import { formatScaleValue, scaleSummary } from '../labels';

function points(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}

/** True when ScaleDetails has something to show for the item. */
export function hasScaleDetails(item: Item): boolean {
  if (isQualitativeType(item.type)) {
    const labels = QUALITATIVE_GRADE_LABELS[item.type];
    return gradesOf(item.type).some((grade) => (item.grade_descriptions?.[grade] ?? labels[grade]) !== labels[grade]);
  }
  return !isQualitativeType(item.type) && item.thresholds !== null;
}

/**
 * An item's scale in full: the description of each grade (when it says more than the grade's
 * name), or the valuation thresholds and range. Nothing for a plain scale the summary already says.
 */
export function ScaleDetails({ item, always = false }: { item: Item; always?: boolean }) {
  if (isQualitativeType(item.type)) {
    const labels = QUALITATIVE_GRADE_LABELS[item.type];
    const grades = gradesOf(item.type);
    if (!always && !hasScaleDetails(item)) return null;
    return (
      <Stack gap={4} data-testid="scale-details">
        {grades.map((grade) => (
          <Group key={grade} gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color="gray" size="sm" w={132} style={{ flexShrink: 0 }}>
              {labels[grade]} {points(gradePoints(item.type, grade))}
            </Badge>
            <Text size="sm">{item.grade_descriptions?.[grade] || labels[grade]}</Text>
          </Group>
        ))}
      </Stack>
    );
  }
  if (item.thresholds) {
    // Best grade first, each with its limit by the one grading rule (the same as the form and the grading).
    const format = (value: number) => formatScaleValue(item.type, value);
    return (
      <Stack gap={6} data-testid="scale-details">
        <Text size="sm" c="dimmed">
          {item.type === 'Valuation' ? 'Upside' : 'Value'} range {scaleSummary(item)}; each grade runs{' '}
          {scaleDirection(toGradeThresholds(item.thresholds)) === 'higher' ? 'up to' : 'from'} its threshold.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing={6}>
          {gradeBands(toGradeThresholds(item.thresholds)).map((band) => (
            <Stack key={band.grade} gap={0} p={6} bg="gray.0" style={{ borderRadius: 6 }}>
              <Text size="xs" c="dimmed">
                {SCALE_LABELS[band.grade]}
              </Text>
              <Text size="sm" fw={600}>
                {bandLimitLabel(band, format)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (!always) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="scale-details">
      Scored as a number from {scaleSummary(item)}.
    </Text>
  );
}
