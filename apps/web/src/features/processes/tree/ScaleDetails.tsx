import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { gradePoints, gradesOf, isQualitativeType, QUALITATIVE_GRADE_LABELS, type Item } from '@thesis/domain';
import { formatScaleValue, scaleSummary } from '../labels';
import { valuationMarks } from '../valuation-scale';

function points(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}

/** True when ScaleDetails has something to show for the item. */
export function hasScaleDetails(item: Item): boolean {
  if (isQualitativeType(item.type)) {
    const labels = QUALITATIVE_GRADE_LABELS[item.type];
    return gradesOf(item.type).some((grade) => (item.grade_descriptions?.[grade] ?? labels[grade]) !== labels[grade]);
  }
  return item.type === 'Valuation' && item.thresholds !== null;
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
  if (item.type === 'Valuation' && item.thresholds) {
    return (
      <Stack gap={6} data-testid="scale-details">
        <Text size="sm" c="dimmed">
          Upside range {scaleSummary(item)}; each grade starts at its threshold.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing={6}>
          {valuationMarks(item.thresholds)
            .reverse()
            .map((mark, index, marks) => (
              <Stack key={mark.grade} gap={0} p={6} bg="gray.0" style={{ borderRadius: 6 }}>
                <Text size="xs" c="dimmed">
                  {mark.label}
                </Text>
                <Text size="sm" fw={600}>
                  {mark.grade === 'v_poor'
                    ? `< ${formatScaleValue('Valuation', marks[index - 1]?.value ?? mark.value)}`
                    : `≥ ${formatScaleValue('Valuation', mark.value)}`}
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
