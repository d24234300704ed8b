import { ActionBar, Alert, Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { IconListCheck, IconPlayerPause, IconPlayerPlay, IconPlus, IconTemplate } from '@tabler/icons-react';
import type { Process } from '@thesis/domain';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../features/auth/session';
import { DeleteProcessDialog, MakeDefaultDialog } from '../../features/processes/components/ProcessConfirmations';
import { ProcessGroup } from '../../features/processes/components/ProcessGroup';
import { ProcessListSkeleton } from '../../features/processes/components/ProcessListSkeleton';
import { useSwitchActivity } from '../../features/processes/process-mutations';
import { useProcesses } from '../../features/processes/queries';
import { withIds } from '../../lib/id-selection';

interface MyProcessesProps {
  onCreate(): void;
  onBrowseTemplates(): void;
}

/** 'My Processes': active and inactive groups, batch activation, default and delete. */
export function MyProcesses({ onCreate, onBrowseTemplates }: MyProcessesProps) {
  const { data: user } = useCurrentUser();
  const { data: processes, isPending, isError, refetch } = useProcesses();
  const switchActivity = useSwitchActivity();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Process | null>(null);
  const [promoting, setPromoting] = useState<Process | null>(null);

  const groups = useMemo(() => {
    const list = processes ?? [];
    return {
      active: list.filter((process) => process.is_active),
      inactive: list.filter((process) => !process.is_active),
    };
  }, [processes]);
  const current = processes?.find((process) => process.is_default);
  const chosen = (processes ?? []).filter((process) => selected.has(process.id));
  const toActivate = chosen.filter((process) => !process.is_active).map((process) => process.id);
  const toDeactivate = chosen.filter((process) => process.is_active).map((process) => process.id);

  function select(ids: string[], on: boolean) {
    setSelected((previous) => withIds(previous, ids, on));
  }

  function switchSelected(activate: boolean) {
    const input = activate
      ? { activate_process_ids: toActivate, deactivate_process_ids: [] }
      : { activate_process_ids: [], deactivate_process_ids: toDeactivate };
    switchActivity.mutate(input, { onSuccess: () => setSelected(new Set()) });
  }

  function toggleActive(process: Process) {
    const ids = [process.id];
    switchActivity.mutate(
      process.is_active
        ? { activate_process_ids: [], deactivate_process_ids: ids }
        : { activate_process_ids: ids, deactivate_process_ids: [] },
    );
  }

  if (isPending) return <ProcessListSkeleton />;
  if (isError) {
    return (
      <Alert color="red" title="Your processes could not be loaded">
        <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (processes.length === 0) {
    return (
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconListCheck size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={2}>Build your first investment process</EmptyState.Title>
          <EmptyState.Description maw={560}>
            A process is the checklist you hold every company to: factors, checklists and questions, each with its own
            scale and relevance. Start from scratch, or copy one of our templates and adapt it.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              Create a process
            </Button>
            <Button variant="default" leftSection={<IconTemplate size={16} />} onClick={onBrowseTemplates}>
              Browse templates
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }

  const rowActions = { onMakeDefault: setPromoting, onToggleActive: toggleActive, onDelete: setDeleting };
  return (
    <Stack gap="lg">
      <ProcessGroup
        title="Active processes"
        emptyText="No active processes. Activate a process to use it in your reviews."
        processes={groups.active}
        selected={selected}
        onSelect={select}
        currentUserId={user?.id}
        {...rowActions}
      />
      <ProcessGroup
        title="Inactive processes"
        emptyText="No inactive processes. Deactivate a process to keep it out of your reviews without deleting it."
        processes={groups.inactive}
        selected={selected}
        onSelect={select}
        currentUserId={user?.id}
        {...rowActions}
      />
      <ActionBar
        opened={chosen.length > 0}
        onClose={() => setSelected(new Set())}
        closeOnEscape
        aria-label="Selected processes"
        shadow="lg"
      >
        <Text size="sm" fw={600} px="xs">
          {chosen.length} selected
        </Text>
        <ActionBar.Divider />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          disabled={toActivate.length === 0}
          loading={switchActivity.isPending}
          onClick={() => switchSelected(true)}
        >
          Activate{toActivate.length > 0 ? ` (${toActivate.length})` : ''}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="gray"
          leftSection={<IconPlayerPause size={14} />}
          disabled={toDeactivate.length === 0}
          loading={switchActivity.isPending}
          onClick={() => switchSelected(false)}
        >
          Deactivate{toDeactivate.length > 0 ? ` (${toDeactivate.length})` : ''}
        </Button>
        <ActionBar.CloseButton aria-label="Clear selection" />
      </ActionBar>
      <DeleteProcessDialog
        process={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => select(deleting ? [deleting.id] : [], false)}
      />
      <MakeDefaultDialog process={promoting} current={current} onClose={() => setPromoting(null)} />
    </Stack>
  );
}
