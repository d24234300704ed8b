import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultScaleSettings,
  isQualitativeType,
  isQuantitativeType,
  SCORE_TYPE_LABELS,
  scoreFamily,
  updateItemSchema,
  type Item,
} from '@thesis/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateItem } from '../item-mutations';
import { GradeDescriptionsFields } from './GradeDescriptionsFields';
import { MetricBindingField } from './MetricBindingField';
import { QuantitativeFields } from './QuantitativeFields';
import { scoreDefaults, scorePayload, type ScoreFields, type ScoreValues } from './score-form';
import { ValuationFields } from './ValuationFields';

const HINTS = {
  qualitative: 'Describe what each grade means for this item, so every review applies the same standard.',
  valuation: 'The upside between your value and the last price is graded by these thresholds.',
  quantitative: 'The number entered in a review lies between min and max; thresholds can grade it.',
} as const;

interface ScoreEditFormProps {
  item: Item;
  processId: string;
  onDone(): void;
}

/** Edit-score mode: the scale settings of the item's type. */
export function ScoreEditForm({ item, processId, onDone }: ScoreEditFormProps) {
  const update = useUpdateItem(processId, { form: true });
  const { control, handleSubmit, setError, reset, formState, watch, trigger, setValue } = useForm<
    ScoreFields,
    unknown,
    ScoreValues
  >({
    resolver: zodResolver(updateItemSchema),
    mode: 'onChange',
    defaultValues: scoreDefaults(item),
  });
  const family = scoreFamily(item.type);

  // The range and threshold rules span several fields: check them all on every change.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { type }) => {
      if (type === 'change') void trigger();
    });
    return unsubscribe;
  }, [watch, trigger]);

  async function save(values: ScoreValues) {
    try {
      await update.mutateAsync({ item, changes: scorePayload(item, values) });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['grade_descriptions', 'min', 'max', 'thresholds', 'metric_key']);
    }
  }

  function restoreDefaults() {
    const defaults = defaultScaleSettings(item.type);
    reset(
      { ...scoreDefaults({ ...item, ...defaults, grade_descriptions: defaults.grade_descriptions }) },
      { keepDefaultValues: true },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <strong>{SCORE_TYPE_LABELS[item.type]}</strong> · {HINTS[family]}
        </Text>
        {isQualitativeType(item.type) ? (
          <GradeDescriptionsFields type={item.type} control={control} />
        ) : item.type === 'Valuation' ? (
          <ValuationFields control={control} />
        ) : isQuantitativeType(item.type) ? (
          <QuantitativeFields type={item.type} control={control} setValue={setValue} />
        ) : null}
        <MetricBindingField type={item.type} control={control} />
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={restoreDefaults}>
            Restore defaults
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Apply
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
