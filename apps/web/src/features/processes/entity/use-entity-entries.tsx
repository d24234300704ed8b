import { Badge } from '@mantine/core';
import { SCORE_TYPE_LABELS, type Item, type Process } from '@thesis/domain';
import { CHILD_KIND } from '../api';
import { useLibrary, useProcesses } from '../queries';
import { attachedChildren, type EntitySelection } from './entity-model';
import type { EntityEntry } from './EntityColumn';

function processEntry(process: Process): EntityEntry {
  return {
    id: process.id,
    name: process.name,
    description: process.description,
    tags: process.is_default ? (
      <Badge size="xs" variant="light" color="thesis">
        Default
      </Badge>
    ) : undefined,
  };
}

function itemEntry(item: Item): EntityEntry {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    tags: (
      <Badge size="xs" variant="light" color="gray" tt="none">
        {SCORE_TYPE_LABELS[item.type]}
      </Badge>
    ),
  };
}

export interface EntityEntries {
  /** Active processes, or what the parent holds. */
  attached: EntityEntry[];
  /** Inactive processes, or the library items the parent does not hold (the database). */
  database: EntityEntry[];
  loading: boolean;
  /** The default process, which may not leave the active column. */
  defaultId: string | null;
}

/** The two columns' contents for the entity being edited, before queued moves are applied. */
export function useEntityEntries({ entity, parentId }: EntitySelection, process: Process | null): EntityEntries {
  const processes = useProcesses();
  const childKind = entity === 'processes' ? 'factor' : CHILD_KIND[entity];
  const library = useLibrary(childKind, parentId ?? null, entity !== 'processes' && Boolean(parentId));

  if (entity === 'processes') {
    const list = processes.data ?? [];
    return {
      attached: list.filter((item) => item.is_active).map(processEntry),
      database: list.filter((item) => !item.is_active).map(processEntry),
      loading: processes.isPending,
      defaultId: list.find((item) => item.is_default)?.id ?? null,
    };
  }
  const attached = process && parentId ? attachedChildren(entity, parentId, process) : [];
  return {
    attached: attached.map(itemEntry),
    database: (library.data ?? []).map(itemEntry),
    loading: library.isPending || library.isPlaceholderData,
    defaultId: null,
  };
}
