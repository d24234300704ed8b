import { ActionBar, Alert, Button, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { PAGE_TITLES, type Screen } from '@thesis/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteScreen, useRunScreen, useScreens, useSwitchScreenActivity } from '../../features/screens/api';
import { ScreenFormModal } from '../../features/screens/components/ScreenFormModal';
import { ScreenGroup } from '../../features/screens/components/ScreenGroup';
import { toast } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { withIds } from '../../lib/id-selection';

/** /screening: your screens, active and inactive, batch activation, create, edit, run and delete. */
export default function ScreeningPage() {
  usePageMeta(PAGE_TITLES.screening);
  const { data: screens, isPending, isError, refetch } = useScreens();
  const switchActivity = useSwitchScreenActivity();
  const run = useRunScreen();
  const remove = useDeleteScreen();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Screen | null>(null);
  const [deleting, setDeleting] = useState<Screen | null>(null);
  const [formOpened, form] = useDisclosure(false);

  const groups = useMemo(() => ({
    active: (screens ?? []).filter((screen) => screen.is_active),
    inactive: (screens ?? []).filter((screen) => !screen.is_active),
  }), [screens]);
  const chosen = (screens ?? []).filter((screen) => selected.has(screen.id));
  const toActivate = chosen.filter((screen) => !screen.is_active).map((screen) => screen.id);
  const toDeactivate = chosen.filter((screen) => screen.is_active && !screen.is_default).map((screen) => screen.id);
  const holdsDefault = chosen.some((screen) => screen.is_default && screen.is_active);

  function select(ids: string[], on: boolean) {
    setSelected((previous) => withIds(previous, ids, on));
  }

  function switchSelected(activate: boolean) {
    const input = activate ? { activate_screen_ids: toActivate, deactivate_screen_ids: [] } : { activate_screen_ids: [], deactivate_screen_ids: toDeactivate };
    switchActivity.mutate(input, { onSuccess: () => setSelected(new Set()) });
  }

  function openEditor(screen: Screen | null) {
    setEditing(screen);
    form.open();
  }

  const actions = {
    onEdit: (screen: Screen) => openEditor(screen),
    onDelete: setDeleting,
    onRun: (screen: Screen) => run.mutate(screen.id, { onSuccess: ({ data }) => toast.success(`${data.name}: ${data.investment_count} companies`) }),
    onToggleActive: (screen: Screen) => switchActivity.mutate(screen.is_active ? { activate_screen_ids: [], deactivate_screen_ids: [screen.id] } : { activate_screen_ids: [screen.id], deactivate_screen_ids: [] }),
  };

  let body;
  if (isPending) body = <Stack gap="lg">{[0, 1].map((key) => <Skeleton key={key} h={140} radius="md" />)}</Stack>;
  else if (isError) {
    body = (
      <Alert color="red" title="Your screens could not be loaded">
        <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void refetch()}>Try again</Button>
      </Alert>
    );
  } else if (screens.length === 0) {
    body = (
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconFilter size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={2}>Screen the universe with your own processes</EmptyState.Title>
          <EmptyState.Description maw={560}>
            A screen lists the companies you choose — every listed company, those reviewed with your active processes, or those
            reviewed with one process — scored by a lead process and any secondary ones. Filter and sort the results, see why each
            company is in or out, and export them.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>Create a screen</Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        <ScreenGroup title="Active screens" emptyText="No active screens." screens={groups.active} selected={selected} onSelect={select} running={run.isPending ? (run.variables ?? null) : null} {...actions} />
        <ScreenGroup title="Inactive screens" emptyText="No inactive screens. Deactivate a screen to set it aside without deleting it." screens={groups.inactive} selected={selected} onSelect={select} running={run.isPending ? (run.variables ?? null) : null} {...actions} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.screening}
        description="Saved screens run your processes over the investment universe."
        actions={<Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>New screen</Button>}
      />
      {body}
      <ActionBar opened={chosen.length > 0} onClose={() => setSelected(new Set())} closeOnEscape aria-label="Selected screens" shadow="lg">
        <Text size="sm" fw={600} px="xs">{chosen.length} selected</Text>
        <ActionBar.Divider />
        <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} />} disabled={toActivate.length === 0} loading={switchActivity.isPending} onClick={() => switchSelected(true)}>
          Activate{toActivate.length > 0 ? ` (${toActivate.length})` : ''}
        </Button>
        <Button size="xs" variant="light" color="gray" leftSection={<IconPlayerPause size={14} />} disabled={toDeactivate.length === 0} loading={switchActivity.isPending} onClick={() => switchSelected(false)} title={holdsDefault ? 'The default screen stays active' : undefined}>
          Deactivate{toDeactivate.length > 0 ? ` (${toDeactivate.length})` : ''}
        </Button>
        <ActionBar.CloseButton aria-label="Clear selection" />
      </ActionBar>
      <ScreenFormModal opened={formOpened} onClose={form.close} screen={editing} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete screen"
        confirmLabel="Delete"
        color="red"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          select([deleting.id], false);
          toast.success(`Screen "${deleting.name}" deleted`);
        }}
      >
        <Text size="sm">
          Delete <strong>{deleting?.name}</strong> and its saved results? Your reviews and processes are not affected.
          {deleting?.is_default ? ' Your first active screen becomes the default.' : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
