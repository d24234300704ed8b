import { Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Item, Process } from '@thesis/domain';
import { useState } from 'react';
import type { LibraryKind } from '../api';
import { KIND_LABELS } from '../labels';
import { checklistsOf } from '../tree';
import { ItemCreateForm } from './ItemCreateForm';
import { ProcessCreateForm } from './ProcessCreateForm';

export interface CreateTarget {
  kind: LibraryKind;
  /** The factor (for a checklist) or checklist (for a question) to add to. */
  parentId?: string | null;
}

interface CreateProcessItemModalProps {
  opened: boolean;
  onClose(): void;
  /** The kinds offered (spec §2: Process, Factor, Checklist or Question). */
  kinds: readonly LibraryKind[];
  target: CreateTarget;
  /** The process being edited (factors are added to it; its factors and checklists are the parents offered). */
  process: Process | null;
  /** The caller's processes, for the default-process rules of a new process. */
  processes: Process[];
  onProcessCreated(process: Process): void;
  onItemCreated?(item: Item, parentId: string | null): void;
}

/** The Create process item modal: choose what to create (and where), fill it in, Apply. */
export function CreateProcessItemModal({ opened, onClose, kinds, ...rest }: CreateProcessItemModalProps) {
  const title = kinds.length === 1 ? `Create ${KIND_LABELS[kinds[0]!].toLowerCase()}` : 'Create process item';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <CreateContent kinds={kinds} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function CreateContent({
  kinds,
  target,
  process,
  processes,
  onClose,
  onProcessCreated,
  onItemCreated,
}: Omit<CreateProcessItemModalProps, 'opened'>) {
  const [kind, setKind] = useState<LibraryKind>(target.kind);
  const factors = process?.factors ?? [];
  const checklists = process ? checklistsOf(process) : [];
  const [factorId, setFactorId] = useState<string | null>(
    target.kind === 'checklist' ? (target.parentId ?? null) : null,
  );
  const [checklistId, setChecklistId] = useState<string | null>(
    target.kind === 'question' ? (target.parentId ?? null) : null,
  );
  const parentId =
    kind === 'factor'
      ? (process?.id ?? null)
      : kind === 'checklist'
        ? factorId
        : kind === 'question'
          ? checklistId
          : null;

  const kindData = kinds.map((value) => ({
    value,
    label: KIND_LABELS[value],
    disabled: (value === 'checklist' && factors.length === 0) || (value === 'question' && checklists.length === 0),
  }));
  const factorData = factors.map((factor) => ({ value: factor.id, label: factor.name }));
  const checklistData = factors
    .map((factor) => ({
      group: factor.name,
      items: checklists
        .filter((entry) => entry.factor.id === factor.id)
        .map(({ checklist }) => ({ value: checklist.id, label: checklist.name })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <Stack gap="md">
      {kinds.length > 1 && (
        <Stack gap={6}>
          <Text size="sm" fw={500} id="create-kind-label">
            What do you want to create?
          </Text>
          <SegmentedControl
            fullWidth
            data={kindData}
            value={kind}
            onChange={(value) => setKind(value as LibraryKind)}
            aria-labelledby="create-kind-label"
          />
        </Stack>
      )}
      {kind === 'factor' && process && (
        <Text size="sm" c="dimmed">
          The factor is added at the end of “{process.name}”.
        </Text>
      )}
      {kind === 'checklist' && (
        <Select
          label="Add to factor"
          withAsterisk
          data={factorData}
          value={factorId}
          onChange={setFactorId}
          placeholder="Choose a factor"
          searchable
        />
      )}
      {kind === 'question' && (
        <Select
          label="Add to checklist"
          withAsterisk
          data={checklistData}
          value={checklistId}
          onChange={setChecklistId}
          placeholder="Choose a checklist"
          searchable
          maxDropdownHeight={300}
        />
      )}
      {kind === 'process' ? (
        <ProcessCreateForm processes={processes} onCancel={onClose} onCreated={onProcessCreated} />
      ) : (
        <ItemCreateForm
          key={kind}
          kind={kind}
          parentId={parentId}
          processId={process?.id ?? null}
          parentMissing={process !== null && parentId === null}
          onCancel={onClose}
          onCreated={(item) => {
            onItemCreated?.(item, parentId);
            onClose();
          }}
        />
      )}
    </Stack>
  );
}
