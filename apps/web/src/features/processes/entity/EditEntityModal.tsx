import { Button, Flex, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { LAYOUT, MESSAGES, noEntitiesMessage, type Process } from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/notify';
import { CHILD_KIND } from '../api';
import { libraryKeys, processKeys } from '../keys';
import { arrangeColumns, EMPTY_QUEUE, queueMoves, type Column, type MoveQueue } from '../move-queue';
import { applyQueue } from './apply-moves';
import {
  columnTitles,
  ENTITY_LABELS,
  entityKey,
  parentsOf,
  type EntitySelection,
  type EntityType,
} from './entity-model';
import { EntityColumn } from './EntityColumn';
import { useEntityEntries } from './use-entity-entries';

interface EditEntityModalProps {
  opened: boolean;
  onClose(): void;
  /** The process being edited; without one only My Processes is offered. */
  process: Process | null;
  initial: EntitySelection;
}

/** The Edit entity modal (process editor, 1350 px): queue moves between two columns, then Apply. */
export function EditEntityModal({ opened, onClose, process, initial }: EditEntityModalProps) {
  const compact = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit entity"
      size={LAYOUT.processEditorModalWidth}
      fullScreen={compact}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <EditEntityContent process={process} initial={initial} onClose={onClose} />}
    </Modal>
  );
}

const NO_SELECTION: Record<Column, ReadonlySet<string>> = { active: new Set(), inactive: new Set() };

function EditEntityContent({ process, initial, onClose }: Omit<EditEntityModalProps, 'opened'>) {
  const client = useQueryClient();
  const [selection, setSelection] = useState<EntitySelection>(
    initial.entity === 'process' ? { entity: 'process', parentId: process?.id } : initial,
  );
  const [queues, setQueues] = useState<Record<string, MoveQueue>>({});
  const [selected, setSelected] = useState(NO_SELECTION);
  const [applying, setApplying] = useState(false);
  const entries = useEntityEntries(selection, process);
  const key = entityKey(selection.entity, selection.parentId);
  const queue = (key && queues[key]) || EMPTY_QUEUE;
  const arranged = arrangeColumns(entries.attached, entries.database, queue);
  const parents = parentsOf(selection.entity, process);
  const parentName =
    selection.entity === 'process'
      ? (process?.name ?? '')
      : (parents.find((item) => item.id === selection.parentId)?.name ?? '');
  const titles = columnTitles(selection.entity, parentName);
  const pending = Object.values(queues).reduce((sum, each) => sum + each.size, 0);
  const entities: EntityType[] = process ? ['processes', 'process', 'factor', 'checklist'] : ['processes'];

  function choose(next: EntitySelection) {
    setSelection(next);
    setSelected(NO_SELECTION);
  }

  function chooseEntity(entity: EntityType) {
    if (entity === 'processes') return choose({ entity });
    if (entity === 'process') return choose({ entity, parentId: process?.id });
    const options = parentsOf(entity, process);
    if (options.length === 0) {
      toast.warning(noEntitiesMessage(entity));
      return;
    }
    choose({ entity, parentId: options[0]!.id });
  }

  function move(from: Column, to: Column) {
    let ids = [...selected[from]];
    if (selection.entity === 'processes' && to === 'inactive' && entries.defaultId && ids.includes(entries.defaultId)) {
      toast.error(MESSAGES.cannotRemoveDefault);
      ids = ids.filter((id) => id !== entries.defaultId);
    }
    if (!key || ids.length === 0) return;
    setQueues((previous) => ({ ...previous, [key]: queueMoves(previous[key] ?? EMPTY_QUEUE, ids, to) }));
    setSelected((previous) => ({ ...previous, [from]: new Set() }));
  }

  function select(column: Column, ids: string[], on: boolean) {
    setSelected((previous) => {
      const next = new Set(previous[column]);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { ...previous, [column]: next };
    });
  }

  async function apply() {
    setApplying(true);
    try {
      for (const [queueKey, each] of Object.entries(queues)) {
        if (each.size === 0) continue;
        await applyQueue(queueKey, each);
        setQueues((previous) => Object.fromEntries(Object.entries(previous).filter(([other]) => other !== queueKey)));
      }
      toast.success(MESSAGES.changesSuccessful);
      onClose();
    } catch {
      // The API client has shown the server's message; the unsent moves stay queued.
    } finally {
      setApplying(false);
      await Promise.all([
        client.invalidateQueries({ queryKey: processKeys.all }),
        client.invalidateQueries({ queryKey: libraryKeys.all }),
      ]);
    }
  }

  const queuedIds = new Set(queue.keys());
  const childLabel = selection.entity === 'processes' ? 'processes' : `${CHILD_KIND[selection.entity]}s`;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        {entities.length > 1 ? (
          <SegmentedControl
            aria-label="Entity"
            value={selection.entity}
            onChange={(value) => chooseEntity(value as EntityType)}
            data={entities.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] }))}
          />
        ) : (
          <Text fw={600}>{ENTITY_LABELS.processes}</Text>
        )}
        {(selection.entity === 'factor' || selection.entity === 'checklist') && (
          <Select
            label={selection.entity === 'factor' ? 'Factor' : 'Checklist'}
            data={parents.map((item) => ({ value: item.id, label: item.name }))}
            value={selection.parentId ?? null}
            onChange={(value) => value && choose({ entity: selection.entity, parentId: value })}
            allowDeselect={false}
            searchable
            w={360}
          />
        )}
      </Group>
      <Flex direction={{ base: 'column', sm: 'row' }} align="stretch" gap="sm">
        <EntityColumn
          testId="entity-active"
          title={titles.active}
          entries={arranged.active}
          selected={selected.active}
          onSelect={(ids, on) => select('active', ids, on)}
          queued={queuedIds}
          loading={entries.loading}
          emptyText={
            selection.entity === 'processes'
              ? 'No active processes.'
              : `No ${childLabel} here yet. Add some from the database.`
          }
        />
        <Flex direction={{ base: 'row', sm: 'column' }} justify="center" gap="sm" w={{ base: '100%', sm: 150 }}>
          <Button
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            disabled={selected.active.size === 0}
            onClick={() => move('active', 'inactive')}
          >
            {titles.toInactive}
          </Button>
          <Button
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
            disabled={selected.inactive.size === 0}
            onClick={() => move('inactive', 'active')}
          >
            {titles.toActive}
          </Button>
        </Flex>
        <EntityColumn
          testId="entity-inactive"
          title={titles.inactive}
          entries={arranged.inactive}
          selected={selected.inactive}
          onSelect={(ids, on) => select('inactive', ids, on)}
          queued={queuedIds}
          loading={entries.loading}
          emptyText={
            selection.entity === 'processes'
              ? 'No inactive processes.'
              : `Every ${childLabel.slice(0, -1)} of your library is already here.`
          }
        />
      </Flex>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {pending === 0
            ? 'Select items and move them between the columns. Nothing changes until you apply.'
            : `${pending} change${pending === 1 ? '' : 's'} waiting to be applied.`}
        </Text>
        <Group gap="sm">
          <Button variant="subtle" color="gray" disabled={pending === 0 || applying} onClick={() => setQueues({})}>
            Reset
          </Button>
          <Button variant="default" onClick={onClose} disabled={applying}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} disabled={pending === 0} loading={applying}>
            Apply
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
