import { Modal, SegmentedControl, Stack } from '@mantine/core';
import type { Item } from '@thesis/domain';
import { useState } from 'react';
import type { ScoreMode } from '../tree/TreeContext';
import { useRetained } from '../../../components/ConfirmDialog';
import { ChangeTypeForm } from './ChangeTypeForm';
import { ScoreEditForm } from './ScoreEditForm';

export interface ScoreTarget {
  item: Item;
  mode: ScoreMode;
}

interface ItemScoreModalProps {
  target: ScoreTarget | null;
  processId: string;
  onClose(): void;
}

/** The Edit process item score modal, in edit-score and change-type modes (spec §2 Modals). */
export function ItemScoreModal({ target: current, processId, onClose }: ItemScoreModalProps) {
  const target = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={target ? `Scale of “${target.item.name}”` : ''}
      size={720}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && current && (
        <ScoreContent
          key={`${target.item.id}:${target.mode}`}
          target={target}
          processId={processId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ScoreContent({ target, processId, onClose }: { target: ScoreTarget; processId: string; onClose(): void }) {
  const [mode, setMode] = useState<ScoreMode>(target.mode);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Mode"
        value={mode}
        onChange={(value) => setMode(value as ScoreMode)}
        data={[
          { value: 'edit-score', label: 'Edit score' },
          { value: 'change-type', label: 'Change type' },
        ]}
      />
      {mode === 'edit-score' ? (
        <ScoreEditForm item={target.item} processId={processId} onDone={onClose} />
      ) : (
        <ChangeTypeForm item={target.item} processId={processId} onDone={onClose} />
      )}
    </Stack>
  );
}
