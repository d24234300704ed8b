import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { SCALE_LABELS, VALUATION_KEYS, type ValuationKey, type ValuationThresholds } from '@thesis/domain';
import { useWatch, type Control } from 'react-hook-form';
import { FormNumberInput } from '../../../components/form/FormNumberInput';
import { RangeFields } from './RangeFields';
import type { ScoreFields, ScoreValues } from './score-form';
import { ValuationSlider } from './ValuationSlider';

const LABELS: Record<ValuationKey, string> = {
  excellent: SCALE_LABELS.excellent,
  v_good: SCALE_LABELS.v_good,
  good: SCALE_LABELS.good,
  average: SCALE_LABELS.average,
  below_average: SCALE_LABELS.below_ave,
  poor: SCALE_LABELS.poor,
  v_poor: SCALE_LABELS.v_poor,
};

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Valuation: the slider range, the seven thresholds (best first) and a preview of the slider. */
export function ValuationFields({ control }: { control: Control<ScoreFields, unknown, ScoreValues> }) {
  const [min, max, thresholds] = useWatch({ control, name: ['min', 'max', 'thresholds'] });
  const complete =
    isInteger(min) && isInteger(max) && min < max && VALUATION_KEYS.every((key) => isInteger(thresholds?.[key]));

  return (
    <Stack gap="md">
      <RangeFields type="Valuation" control={control} />
      <Divider label="Thresholds: the lowest upside of each grade" labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {VALUATION_KEYS.map((key) => (
          <FormNumberInput
            key={key}
            control={control}
            name={`thresholds.${key}`}
            label={`${LABELS[key]} from`}
            suffix=" %"
            allowDecimal
          />
        ))}
      </SimpleGrid>
      {complete ? (
        <ValuationSlider range={{ min, max }} thresholds={thresholds as ValuationThresholds} />
      ) : (
        <Text size="sm" c="dimmed">
          The preview appears once the range and thresholds are whole numbers.
        </Text>
      )}
    </Stack>
  );
}
