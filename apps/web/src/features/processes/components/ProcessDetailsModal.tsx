import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProcessSchema, type Process } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NameDescriptionFields } from './NameDescriptionFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProcess } from '../process-mutations';

type Fields = z.input<typeof updateProcessSchema>;
type Values = z.output<typeof updateProcessSchema>;

interface ProcessDetailsModalProps {
  opened: boolean;
  process: Process;
  onClose(): void;
}

/** Edit a process's name and description (spec §5: name required, ≤ 100; description ≤ 1000). */
export function ProcessDetailsModal({ opened, process, onClose }: ProcessDetailsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit process"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <DetailsForm process={process} onClose={onClose} />}
    </Modal>
  );
}

function DetailsForm({ process, onClose }: { process: Process; onClose(): void }) {
  const update = useUpdateProcess({ form: true });
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(updateProcessSchema),
    mode: 'onTouched',
    defaultValues: { name: process.name, description: process.description ?? '' },
  });

  async function save(values: Values) {
    try {
      await update.mutateAsync({ id: process.id, changes: { name: values.name, description: values.description } });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'description']);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="sm">
        <NameDescriptionFields control={control} descriptionRows={4} />
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
