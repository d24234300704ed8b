import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { createProcessSchema, type Process } from '@thesis/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NameDescriptionFields } from '../components/NameDescriptionFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateProcess } from '../process-mutations';

type Fields = z.input<typeof createProcessSchema>;
type Values = z.output<typeof createProcessSchema>;

interface ProcessCreateFormProps {
  /** The caller's processes: the current default is named when the new one would replace it. */
  processes: Process[];
  onCancel(): void;
  onCreated(process: Process): void;
}

/**
 * A new process (spec §4): active, and the default only if the user has none yet — or when asked,
 * which demotes the current default (named here before Apply).
 */
export function ProcessCreateForm({ processes, onCancel, onCreated }: ProcessCreateFormProps) {
  const current = processes.find((process) => process.is_default);
  const create = useCreateProcess();
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(createProcessSchema),
    mode: 'onTouched',
    // is_default is sent only when asked for: with no default yet the server makes the new process
    // the default anyway, and a list still loading never demotes an existing default by mistake.
    defaultValues: { name: '', description: '', is_default: false, is_active: true },
  });
  const isDefault = useWatch({ control, name: 'is_default' }) === true || !current;

  async function save(values: Values) {
    try {
      const process = await create.mutateAsync({ ...values, is_active: values.is_default ? true : values.is_active });
      onCreated(process);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'description', 'is_default', 'is_active']);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="sm">
        <NameDescriptionFields control={control} descriptionRows={3} />
        <Controller
          control={control}
          name="is_default"
          render={({ field }) => (
            <Switch
              label="Default process"
              description={
                current ? 'Used first when you review a company.' : 'Your first process becomes your default process.'
              }
              checked={field.value === true || !current}
              disabled={!current}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label="Active"
              description={
                isDefault
                  ? 'A default process is always active.'
                  : 'Active processes are offered when you review a company.'
              }
              checked={isDefault || field.value !== false}
              disabled={isDefault}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {isDefault && current && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            “{current.name}” is your default process now. Creating this one as the default makes “{current.name}” a
            regular process.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
