import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LAYOUT,
  LIMITS,
  screenFormDefaults,
  screenFormSchema,
  toScreenPayload,
  withAssociatedProcess,
  withLeadProcess,
  withSourceType,
  type Screen,
  type ScreenForm,
  type ScreenFormInput,
} from '@thesis/domain';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/notify';
import { useProcesses } from '../../processes/queries';
import { useAssociatedProcesses, useCreateScreen, useUpdateScreen } from '../api';

interface ScreenFormModalProps {
  opened: boolean;
  onClose(): void;
  /** The screen to edit; null creates one. */
  screen: Screen | null;
}

const FIELDS = ['name', 'description', 'is_active', 'is_default', 'source_type', 'associated_process_id', 'lead_process_id', 'secondary_process_ids'] as const;
const SOURCE_ALL = 'source:all';
const SOURCE_ACTIVE = 'source:all_active';

function formOf(screen: Screen | null): ScreenForm {
  if (!screen) return screenFormDefaults();
  return {
    name: screen.name, description: screen.description, is_active: screen.is_active, is_default: screen.is_default ?? false,
    source_type: screen.source_type, associated_process_id: screen.associated_process_id,
    lead_process_id: screen.lead_process_id, secondary_process_ids: screen.secondary_process_ids,
  };
}

/**
 * Create screen and edit screen (spec §2 Modals, 985 px; §4 Screens): the source picker offers
 * "All investments", "All active" and each of your processes (choosing one makes the source
 * associated with it and loads its associated processes as the options); the lead comes first and
 * the secondary picker, which never offers the lead, waits for it.
 */
export function ScreenFormModal({ opened, onClose, screen }: ScreenFormModalProps) {
  const create = useCreateScreen();
  const update = useUpdateScreen();
  const { data: processes = [] } = useProcesses();
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = useForm<ScreenFormInput, unknown, ScreenForm>({
    resolver: zodResolver(screenFormSchema),
    mode: 'onTouched',
    defaultValues: formOf(screen),
  });
  useEffect(() => {
    if (opened) reset(formOf(screen));
  }, [opened, screen, reset]);

  const [sourceType, associatedId, leadId] = useWatch({ control, name: ['source_type', 'associated_process_id', 'lead_process_id'] });
  const associated = useAssociatedProcesses(sourceType === 'associated' ? (associatedId ?? null) : null);
  const leadOptions = useMemo(() => {
    if (sourceType === 'associated') {
      const self = processes.find((process) => process.id === associatedId);
      return [...(self ? [self] : []), ...(associated.data ?? [])].map((process) => ({ value: process.id, label: process.name }));
    }
    return processes.filter((process) => sourceType === 'all' || process.is_active).map((process) => ({ value: process.id, label: process.name }));
  }, [sourceType, associatedId, associated.data, processes]);
  const secondaryOptions = leadOptions.filter((option) => option.value !== leadId);
  const sourceValue = sourceType === 'associated' ? (associatedId ?? null) : sourceType === 'all_active' ? SOURCE_ACTIVE : SOURCE_ALL;
  const locked = screen?.is_default === true;

  function replaceSource(next: ScreenForm) {
    setValue('source_type', next.source_type, { shouldDirty: true });
    setValue('associated_process_id', next.associated_process_id ?? null, { shouldDirty: true });
    setValue('lead_process_id', null, { shouldDirty: true });
    setValue('secondary_process_ids', [], { shouldDirty: true });
  }

  function chooseSource(value: string | null) {
    const current = getValues() as ScreenForm;
    if (value === SOURCE_ALL || value === null) replaceSource(withSourceType(current, 'all'));
    else if (value === SOURCE_ACTIVE) replaceSource(withSourceType(current, 'all_active'));
    else replaceSource(withAssociatedProcess(current, value));
  }

  async function submit(values: ScreenForm) {
    const payload = toScreenPayload(values);
    try {
      if (screen) {
        const { is_active, ...rest } = payload;
        await update.mutateAsync({ id: screen.id, payload: locked ? rest : { ...rest, is_active } });
        toast.success('The changes were successful');
        onClose();
      } else {
        await create.mutateAsync(payload);
        toast.success(`Screen "${values.name}" created`);
        reset(screenFormDefaults());
        onClose();
      }
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} size={LAYOUT.screenModalWidth} title={screen ? `Edit screen "${screen.name}"` : 'Create screen'}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="sm">
              <FormTextField control={control} name="name" label="Screen name" withAsterisk maxLength={LIMITS.screenName} data-autofocus />
              <FormTextarea control={control} name="description" label="Description" autosize minRows={3} maxRows={6} maxChars={LIMITS.screenDescription} />
              <Group gap="lg">
                <Controller control={control} name="is_active" render={({ field }) => (
                  <Checkbox label="Active" checked={field.value ?? true} disabled={locked} onChange={(event) => field.onChange(event.currentTarget.checked)} />
                )} />
                <Controller control={control} name="is_default" render={({ field }) => (
                  <Checkbox label="Default screen" checked={field.value ?? false} disabled={locked} onChange={(event) => {
                    field.onChange(event.currentTarget.checked);
                    if (event.currentTarget.checked) setValue('is_active', true);
                  }} />
                )} />
              </Group>
              {locked && <Text size="xs" c="dimmed">This is your default screen: it stays active and default until another screen becomes the default.</Text>}
            </Stack>
            <Stack gap="sm">
              <Controller control={control} name="associated_process_id" render={({ fieldState }) => (
                <Select
                  label="Source"
                  description="Which companies the screen runs over"
                  data={[
                    { group: 'Universe', items: [{ value: SOURCE_ALL, label: 'All investments' }, { value: SOURCE_ACTIVE, label: 'All reviewed with an active process' }] },
                    { group: 'Reviewed with the process', items: processes.map((process) => ({ value: process.id, label: process.name })) },
                  ]}
                  value={sourceValue}
                  onChange={chooseSource}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                  searchable
                />
              )} />
              <Controller control={control} name="lead_process_id" render={({ field, fieldState }) => (
                <Select
                  label="Lead process"
                  description="Gives the main score columns"
                  placeholder={associated.isFetching ? 'Loading processes…' : 'Choose the lead process'}
                  data={leadOptions}
                  value={field.value ?? null}
                  onChange={(value) => {
                    const next = withLeadProcess(getValues() as ScreenForm, value);
                    field.onChange(next.lead_process_id);
                    setValue('secondary_process_ids', next.secondary_process_ids);
                  }}
                  clearable
                  searchable
                  nothingFoundMessage="No processes"
                  error={fieldState.error?.message}
                />
              )} />
              <Controller control={control} name="secondary_process_ids" render={({ field, fieldState }) => (
                <MultiSelect
                  label="Secondary processes"
                  description={leadId ? 'Each adds a column group' : 'Choose a lead process first'}
                  data={secondaryOptions}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  disabled={!leadId}
                  clearable
                  searchable
                  nothingFoundMessage="No other processes"
                  error={fieldState.error?.message}
                />
              )} />
              {sourceType === 'associated' && !associated.isFetching && leadOptions.length <= 1 && (
                <Alert color="gray" variant="light">No other process shares a review with this one yet.</Alert>
              )}
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={formState.isSubmitting}>{screen ? 'Save' : 'Create'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
