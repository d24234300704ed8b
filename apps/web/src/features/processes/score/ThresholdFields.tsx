import { SimpleGrid } from '@mantine/core';
import { SCALE_LABELS, thresholdInputLabel, VALUATION_KEYS, type Grade, type ScaleDirection, type ValuationKey } from '@thesis/domain';
import type { Control } from 'react-hook-form';
import { FormNumberInput } from '../../../components/form/FormNumberInput';
import type { ScoreFields, ScoreValues } from './score-form';

const GRADE_OF: Record<ValuationKey, Grade> = {
  excellent: 'excellent',
  v_good: 'v_good',
  good: 'good',
  average: 'average',
  below_average: 'below_ave',
  poor: 'poor',
  v_poor: 'v_poor',
};

interface ThresholdFieldsProps {
  control: Control<ScoreFields, unknown, ScoreValues>;
  direction: ScaleDirection;
  /** The unit beside each number (' %', '$' …). */
  affix: { prefix?: string; suffix?: string };
  decimals: boolean;
}

/** The seven thresholds of a scale, best grade first, each labelled by the one grading rule ('Very good up to'). */
export function ThresholdFields({ control, direction, affix, decimals }: ThresholdFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {VALUATION_KEYS.map((key) => {
        const grade = GRADE_OF[key];
        return (
          <FormNumberInput
            key={key}
            control={control}
            name={`thresholds.${key}`}
            label={thresholdInputLabel(grade, SCALE_LABELS[grade], direction)}
            allowDecimal={decimals}
            decimalScale={decimals ? 1 : 0}
            {...affix}
          />
        );
      })}
    </SimpleGrid>
  );
}
