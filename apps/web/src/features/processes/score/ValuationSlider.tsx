import { Slider, Stack, Text } from '@mantine/core';
import { SCALE_LABELS, valuationGrade, type NumericRange, type ValuationThresholds } from '@thesis/domain';
import { useState } from 'react';
import { formatScaleValue } from '../labels';
import { percentToValue, valuationMarks } from '../valuation-scale';

interface ValuationSliderProps {
  range: NumericRange;
  thresholds: ValuationThresholds;
}

/**
 * A preview of the valuation slider (spec §9): the track runs from min to max, the seven
 * thresholds sit at 8.25, 19.5, 33, 50, 66.7, 80.7 and 92 % of it. Moving the thumb shows the
 * upside at that point and the grade it earns.
 */
export function ValuationSlider({ range, thresholds }: ValuationSliderProps) {
  const [percent, setPercent] = useState(50);
  const value = Math.round(percentToValue(percent, range, thresholds));
  const grade = valuationGrade(value, thresholds);
  const marks = valuationMarks(thresholds).map((mark) => ({
    value: mark.percent,
    label: (
      <Stack gap={0} align="center">
        <Text size="xs" fw={600}>
          {formatScaleValue('Valuation', mark.value)}
        </Text>
        <Text size="10px" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {mark.label}
        </Text>
      </Stack>
    ),
  }));
  const describe = (at: number) => {
    const upside = Math.round(percentToValue(at, range, thresholds));
    const earned = valuationGrade(upside, thresholds);
    return `${formatScaleValue('Valuation', upside)}${earned ? ` (${SCALE_LABELS[earned]})` : ''}`;
  };

  return (
    <Stack gap={4} data-testid="valuation-slider">
      <Text size="sm" fw={500}>
        Preview
      </Text>
      <Text size="sm" c="dimmed">
        An upside of <strong>{formatScaleValue('Valuation', value)}</strong> scores{' '}
        <strong>{grade ? SCALE_LABELS[grade] : '—'}</strong>.
      </Text>
      <Slider
        mt="xs"
        mb={44}
        mx="md"
        min={0}
        max={100}
        step={0.25}
        value={percent}
        onChange={setPercent}
        marks={marks}
        label={describe}
        thumbLabel="Try an upside"
        thumbValueText={describe}
      />
      <Text size="xs" c="dimmed" ta="right">
        Range {formatScaleValue('Valuation', range.min)} to {formatScaleValue('Valuation', range.max)}
      </Text>
    </Stack>
  );
}
