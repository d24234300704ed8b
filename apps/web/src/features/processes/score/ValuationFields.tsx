import { Divider, Stack, Text } from '@mantine/core';
import { toGradeThresholds, VALUATION_KEYS, type ValuationThresholds } from '@thesis/domain';
import { useWatch, type Control } from 'react-hook-form';
import { formatScaleValue } from '../labels';
import { GradeBands } from './GradeBands';
import { RangeFields } from './RangeFields';
import type { ScoreFields, ScoreValues } from './score-form';
import { ThresholdFields } from './ThresholdFields';
import { ValuationSlider } from './ValuationSlider';

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const percent = (value: number) => formatScaleValue('Valuation', value);

/** Valuation: the slider range, the seven thresholds (best first), what each grade takes, and a preview of the slider. */
export function ValuationFields({ control }: { control: Control<ScoreFields, unknown, ScoreValues> }) {
  const [min, max, thresholds] = useWatch({ control, name: ['min', 'max', 'thresholds'] });
  const complete = isInteger(min) && isInteger(max) && min < max && VALUATION_KEYS.every((key) => isInteger(thresholds?.[key]));

  return (
    <Stack gap="md">
      <RangeFields type="Valuation" control={control} />
      <Divider label="Thresholds: each grade runs up to its own" labelPosition="left" />
      <ThresholdFields control={control} direction="higher" affix={{ suffix: ' %' }} decimals={false} />
      {complete ? (
        <>
          <GradeBands thresholds={toGradeThresholds(thresholds as ValuationThresholds)} format={percent} label="What each grade takes" />
          <ValuationSlider range={{ min, max }} thresholds={thresholds as ValuationThresholds} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          The grades and the preview appear once the range and thresholds are whole numbers.
        </Text>
      )}
    </Stack>
  );
}
