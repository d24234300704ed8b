import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createTradeTypeSchema,
  DECISION_THRESHOLD_KEYS,
  SCALE_LABELS,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  thresholdInputLabel,
  TRADE_TYPE_TABLE_KEYS,
  tradeTypeFormDefaults,
  tradeTypeToForm,
  type ThresholdTable,
  type TradeType,
  type CreateTradeTypeInput,
} from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { FormNumberInput } from '../../../components/form/FormNumberInput';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/notify';
import { decisionKeys, decisionsApi } from '../api';
import { TradeTypeBuckets } from './TradeTypeBuckets';
import { TradeTypeRangeSlider } from './TradeTypeRangeSlider';

export const CREATE_NEW = 'create-new';

type Values = z.output<typeof createTradeTypeSchema>;
const FIELDS = ['name', 'description', 'timeframe', ...TRADE_TYPE_TABLE_KEYS] as FieldPath<CreateTradeTypeInput>[];
const TIMEFRAME_OPTIONS = TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }));

interface TradeTypeModalProps {
  opened: boolean;
  onClose(): void;
  types: readonly TradeType[];
  /** The type to open with, or 'create-new'. */
  initial: string;
  /** `created`: a new type (Create), not an edited one (Save). */
  onSaved(type: TradeType, created: boolean): void;
}

/**
 * Decision type (trade type) create or edit (spec §2 Modals, §5 Trade type and range): the types
 * list ('create-new' resets the form, choosing a type loads its values), name, description,
 * timeframe (year_2 by default), the return range slider and the seven thresholds, with Create or
 * Save. Server field errors land on the fields.
 */
export function TradeTypeModal({ opened, onClose, types, initial, onSaved }: TradeTypeModalProps) {
  const client = useQueryClient();
  const [selected, setSelected] = useState(initial);
  const { control, handleSubmit, reset, setValue, setError, formState } = useForm<CreateTradeTypeInput, unknown, Values>({
    resolver: zodResolver(createTradeTypeSchema),
    mode: 'onTouched',
    defaultValues: tradeTypeFormDefaults(),
  });
  const table = useWatch({ control, name: [...TRADE_TYPE_TABLE_KEYS] });
  const current = Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key, index) => [key, table[index]])) as unknown as ThresholdTable;

  function choose(value: string | null) {
    const next = value ?? CREATE_NEW;
    setSelected(next);
    const type = types.find((entry) => entry.id === next);
    reset(type ? tradeTypeToForm(type) : tradeTypeFormDefaults());
  }

  useEffect(() => {
    if (opened) choose(initial);
    // Only when the modal opens: choosing inside it is handled by choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, initial]);

  async function save(values: Values) {
    try {
      const created = selected === CREATE_NEW;
      const saved = created ? (await decisionsApi.createTradeType(values)).data : (await decisionsApi.updateTradeType(selected, values)).data;
      await client.invalidateQueries({ queryKey: decisionKeys.init() });
      toast.success(created ? `Decision type “${saved.name}” created` : 'The changes were successful');
      onSaved(saved, created);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  }

  const options = [{ value: CREATE_NEW, label: 'Create new decision type' }, ...types.map((type) => ({ value: type.id, label: type.name }))];
  return (
    <Modal opened={opened} onClose={onClose} title={selected === CREATE_NEW ? 'Create decision type' : 'Edit decision type'} size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={handleSubmit(save)} data-testid="trade-type-form">
        <Stack gap="sm">
          <Select label="Decision types" data={options} value={selected} onChange={choose} allowDeselect={false} />
          <Divider />
          <FormTextField control={control} name="name" label="Name" withAsterisk maxLength={100} />
          <FormTextarea control={control} name="description" label="Description" autosize minRows={2} maxRows={5} />
          <FormSelect control={control} name="timeframe" label="Timeframe" data={TIMEFRAME_OPTIONS} withAsterisk allowDeselect={false} />
          <TradeTypeRangeSlider
            min={current.min}
            max={current.max}
            onChange={({ min, max }) => {
              setValue('min', min, { shouldValidate: true, shouldDirty: true });
              setValue('max', max, { shouldValidate: true, shouldDirty: true });
            }}
          />
          <SimpleGrid cols={2} spacing="sm">
            <FormNumberInput control={control} name="min" label="Min" suffix="%" withAsterisk />
            <FormNumberInput control={control} name="max" label="Max" suffix="%" withAsterisk />
          </SimpleGrid>
          <Divider label="Thresholds: each outcome runs up to its own" labelPosition="left" />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {DECISION_THRESHOLD_KEYS.map((key) => (
              <FormNumberInput key={key} control={control} name={key} label={thresholdInputLabel(key, SCALE_LABELS[key], 'higher')} suffix="%" />
            ))}
          </SimpleGrid>
          <Text size="sm" fw={500} mt="xs">
            Outcome rows of the probability matrix
          </Text>
          <TradeTypeBuckets table={current} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {selected === CREATE_NEW ? 'Create' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
