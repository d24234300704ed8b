import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ITEM_NAME_MAX, LIMITS, updateItemSchema, type Item } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { NameDescriptionFields } from './NameDescriptionFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateItem } from '../item-mutations';
import { GROUP_OPTIONS, KIND_LABELS, RELEVANCE_OPTIONS } from '../labels';
import { useRetained } from '../../../components/ConfirmDialog';

type Fields = z.input<typeof updateItemSchema>;
type Values = z.output<typeof updateItemSchema>;
const FIELDS = ['name', 'description', 'group', 'relevance', 'url', 'url_name'] as const;

interface ItemEditModalProps {
  item: Item | null;
  processId: string;
  onClose(): void;
}

/** Edit a factor, checklist or question: name, description, group, relevance and its link. */
export function ItemEditModal({ item: target, processId, onClose }: ItemEditModalProps) {
  const item = useRetained(target);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={item ? `Edit ${KIND_LABELS[item.kind].toLowerCase()}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item && target && <ItemEditForm key={item.id} item={item} processId={processId} onClose={onClose} />}
    </Modal>
  );
}

function ItemEditForm({ item, processId, onClose }: { item: Item; processId: string; onClose(): void }) {
  const update = useUpdateItem(processId, { form: true });
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(updateItemSchema),
    mode: 'onTouched',
    defaultValues: {
      name: item.name,
      description: item.description ?? '',
      group: item.group as Fields['group'],
      relevance: item.relevance,
      url: item.url ?? '',
      url_name: item.url_name ?? '',
    },
  });

  async function save(values: Values) {
    try {
      await update.mutateAsync({ item, changes: values });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="sm">
        <NameDescriptionFields control={control} nameMax={ITEM_NAME_MAX} descriptionMax={LIMITS.itemDescription} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormSelect control={control} name="group" label="Group" withAsterisk data={GROUP_OPTIONS} clearable />
          <FormSelect
            control={control}
            name="relevance"
            label="Relevance"
            data={RELEVANCE_OPTIONS}
            placeholder="Not set"
            clearable
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormTextField
            control={control}
            name="url"
            label="Link"
            placeholder="https://"
            type="url"
            showValid={false}
          />
          <FormTextField
            control={control}
            name="url_name"
            label="Link name"
            placeholder="e.g. Annual report"
            showValid={false}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
