import { RangeSlider, Stack, Text } from '@mantine/core';
import { DECISION_TYPE_THRESHOLDS, MIN_RANGE_GAP, roundMarks } from '@thesis/domain';

interface TradeTypeRangeSliderProps {
  min: number;
  max: number;
  onChange(range: { min: number; max: number }): void;
}

/**
 * The return range of a decision type (spec §9): a range slider over −100% to 200% (widened when
 * the type's own range goes beyond), whole numbers only, the two ends kept more than 20 apart, and
 * marks on round values of the track.
 */
export function TradeTypeRangeSlider({ min, max, onChange }: TradeTypeRangeSliderProps) {
  const lowest = Math.min(DECISION_TYPE_THRESHOLDS.min, Number.isFinite(min) ? Math.floor(min) : DECISION_TYPE_THRESHOLDS.min);
  const highest = Math.max(DECISION_TYPE_THRESHOLDS.max, Number.isFinite(max) ? Math.ceil(max) : DECISION_TYPE_THRESHOLDS.max);
  // Marks on round values (−100, −50, 0 … 200), not at fixed percentages of an odd span (issue #18 item 12).
  const marks = roundMarks({ min: lowest, max: highest }).map((value) => ({ value, label: `${value}%` }));
  const valid = Number.isInteger(min) && Number.isInteger(max) && max - min > MIN_RANGE_GAP;
  const value: [number, number] = valid ? [min, max] : [DECISION_TYPE_THRESHOLDS.min, DECISION_TYPE_THRESHOLDS.max];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="trade-type-range-label">
        Return range
      </Text>
      <Text size="xs" c="dimmed">
        Drag the ends to set min and max (whole percentages, more than {MIN_RANGE_GAP} apart).
      </Text>
      <RangeSlider
        aria-labelledby="trade-type-range-label"
        mt="xs"
        mb={32}
        mx="xs"
        min={lowest}
        max={highest}
        step={1}
        minRange={MIN_RANGE_GAP + 1}
        value={value}
        onChange={([from, to]) => onChange({ min: from, max: to })}
        marks={marks}
        label={(at) => `${at}%`}
        thumbFromLabel="Minimum return"
        thumbToLabel="Maximum return"
      />
    </Stack>
  );
}
