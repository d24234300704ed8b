import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createItemSchema, DEFAULT_ITEM_GROUP, LIMITS, ITEM_NAME_MAX, type Item, type ItemKind } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../../components/form/FormSelect';
import { NameDescriptionFields } from '../components/NameDescriptionFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateItem } from '../item-mutations';
import { GROUP_OPTIONS, RELEVANCE_OPTIONS, TYPE_OPTIONS } from '../labels';

type Fields = z.input<typeof createItemSchema>;
type Values = z.output<typeof createItemSchema>;

interface ItemCreateFormProps {
  kind: ItemKind;
  /** The process, factor or checklist the new item is added to (at the end). */
  parentId: string | null;
  processId: string | null;
  /** Disables Apply until a parent is chosen. */
  parentMissing?: boolean;
  onCancel(): void;
  onCreated(item: Item): void;
}

/** A new factor, checklist or question (spec §5: name required, group and type chosen, description ≤ 1000). */
export function ItemCreateForm({ kind, parentId, processId, parentMissing, onCancel, onCreated }: ItemCreateFormProps) {
  const create = useCreateItem(processId);
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(createItemSchema),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', group: DEFAULT_ITEM_GROUP, relevance: null },
  });

  async function save(values: Values) {
    try {
      const item = await create.mutateAsync({ kind, input: { ...values, parent_id: parentId ?? undefined } });
      onCreated(item);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'description', 'group', 'type', 'relevance']);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="sm">
        <NameDescriptionFields control={control} nameMax={ITEM_NAME_MAX} descriptionMax={LIMITS.itemDescription} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FormSelect control={control} name="group" label="Group" withAsterisk data={GROUP_OPTIONS} clearable />
          <FormSelect
            control={control}
            name="type"
            label="Type"
            withAsterisk
            data={TYPE_OPTIONS}
            placeholder="Choose a scale"
            maxDropdownHeight={320}
          />
          <FormSelect
            control={control}
            name="relevance"
            label="Relevance"
            data={RELEVANCE_OPTIONS}
            placeholder="Not set"
            clearable
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={parentMissing}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
