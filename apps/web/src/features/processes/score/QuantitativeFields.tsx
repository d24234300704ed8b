import { Divider, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import {
  reverseThresholds,
  scaleDirection,
  spreadThresholds,
  thresholdIssues,
  toGradeThresholds,
  toValuationThresholds,
  type QuantitativeType,
  type ScaleDirection,
  type ValuationThresholds,
} from '@thesis/domain';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { formatScaleValue, unitAffix } from '../labels';
import { GradeBands } from './GradeBands';
import { RangeFields } from './RangeFields';
import type { ScoreFields, ScoreValues } from './score-form';
import { ThresholdFields } from './ThresholdFields';

interface QuantitativeFieldsProps {
  type: QuantitativeType;
  control: Control<ScoreFields, unknown, ScoreValues>;
  setValue: UseFormSetValue<ScoreFields>;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A quantitative item's scale: its min and max, and — when "Grade from the number" is on — seven
 * thresholds that grade the number entered in a review (issue #18 item 17), higher or lower being
 * better. Off, the reviewer picks the grade beside the number.
 */
export function QuantitativeFields({ type, control, setValue }: QuantitativeFieldsProps) {
  const [min, max, thresholds] = useWatch({ control, name: ['min', 'max', 'thresholds'] });
  const graded = thresholds !== null && thresholds !== undefined;
  const values = graded ? (thresholds as ValuationThresholds) : null;
  const direction: ScaleDirection = values && finite(values.excellent) && finite(values.v_poor) ? scaleDirection(toGradeThresholds(values)) : 'higher';
  const complete = values !== null && Object.values(values).every(finite) && thresholdIssues(values, undefined, { allowLowerIsBetter: true, integers: false }).length === 0;
  const format = (value: number) => formatScaleValue(type, value);
  const set = (next: ValuationThresholds | null) => setValue('thresholds', next, { shouldDirty: true, shouldValidate: true });

  return (
    <Stack gap="md">
      <RangeFields type={type} control={control} />
      <Switch
        checked={graded}
        onChange={(event) => set(event.currentTarget.checked ? toValuationThresholds(spreadThresholds(finite(min) ? min : 0, finite(max) ? max : 100)) : null)}
        label="Grade from the number"
        description={graded ? 'The number entered in a review earns its grade by these thresholds.' : 'Off: the reviewer picks the grade beside the number.'}
      />
      {values && (
        <>
          <SegmentedControl
            aria-label="Which numbers are better"
            value={direction}
            onChange={(next) => {
              if (next !== direction) set(toValuationThresholds(reverseThresholds(toGradeThresholds(values))));
            }}
            data={[
              { value: 'higher', label: 'Higher is better' },
              { value: 'lower', label: 'Lower is better' },
            ]}
          />
          <Divider label={direction === 'higher' ? 'Thresholds: each grade runs up to its own' : 'Thresholds: each grade starts at its own'} labelPosition="left" />
          <ThresholdFields control={control} direction={direction} affix={unitAffix(type)} decimals />
          {complete ? (
            <GradeBands thresholds={toGradeThresholds(values)} format={format} label="What each grade takes" />
          ) : (
            <Text size="sm" c="dimmed">
              The grades appear once the thresholds rise or fall steadily.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
