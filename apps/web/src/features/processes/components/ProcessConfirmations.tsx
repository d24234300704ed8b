import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Process } from '@thesis/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteProcess, useUpdateProcess } from '../process-mutations';
import { useRetained } from '../../../components/ConfirmDialog';

interface DeleteProcessDialogProps {
  process: Process | null;
  onClose(): void;
  onDeleted?(): void;
}

/** Confirm process deletion (spec §2 Modals); on success the toast is 'Process was successfully deleted'. */
export function DeleteProcessDialog({ process: target, onClose, onDeleted }: DeleteProcessDialogProps) {
  const remove = useDeleteProcess();
  const process = useRetained(target);
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title="Delete process?"
      confirmLabel="Delete process"
      color="red"
      onConfirm={async () => {
        if (!process) return;
        await remove.mutateAsync(process.id);
        onDeleted?.();
      }}
    >
      <Stack gap="xs">
        <Text>
          Delete <strong>{process?.name}</strong>? This cannot be undone.
        </Text>
        <Text size="sm" c="dimmed">
          Factors, checklists and questions that no other process uses are deleted with it; those used elsewhere stay in
          your library.
          {process?.is_default && ' Your next process becomes the default.'}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}

interface MakeDefaultDialogProps {
  process: Process | null;
  /** The current default, named in the question (spec §4: demoting it needs a confirmation). */
  current: Process | undefined;
  onClose(): void;
}

/** Making a process the default demotes the current one, after this confirmation. */
export function MakeDefaultDialog({ process: target, current: currentDefault, onClose }: MakeDefaultDialogProps) {
  const update = useUpdateProcess();
  // The default as it was when the dialog opened (the optimistic update changes it on confirm).
  const [shown, setShown] = useState<{ process: Process; current: Process | undefined } | null>(null);
  if (target && target !== shown?.process) setShown({ process: target, current: currentDefault });
  const process = shown?.process;
  const current = shown?.current;
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title="Change your default process?"
      confirmLabel="Make default"
      onConfirm={() => (process ? update.mutateAsync({ id: process.id, changes: { is_default: true } }) : undefined)}
    >
      <Text>
        {current ? (
          <>
            <strong>{current.name}</strong> is your default process. Make <strong>{process?.name}</strong> the default
            instead? <strong>{current.name}</strong> stays in your library as a regular process.
          </>
        ) : (
          <>
            Make <strong>{process?.name}</strong> your default process?
          </>
        )}
        {process && !process.is_active && ' It will be activated too.'}
      </Text>
    </ConfirmDialog>
  );
}
