import { SimpleGrid } from '@mantine/core';
import type { ScoreType } from '@thesis/domain';
import type { Control } from 'react-hook-form';
import { FormNumberInput } from '../../../components/form/FormNumberInput';
import { unitAffix } from '../labels';
import type { ScoreFields, ScoreValues } from './score-form';

/** The min and max of a numeric scale: integers, min ≤ max, and more than 20 apart (spec §5 / §9). */
export function RangeFields({
  type,
  control,
}: {
  type: ScoreType;
  control: Control<ScoreFields, unknown, ScoreValues>;
}) {
  const affix = unitAffix(type);
  return (
    <SimpleGrid cols={2} spacing="sm">
      <FormNumberInput control={control} name="min" label="Min" withAsterisk allowDecimal {...affix} />
      <FormNumberInput control={control} name="max" label="Max" withAsterisk allowDecimal {...affix} />
    </SimpleGrid>
  );
}
