import type { Item, Process } from '@thesis/domain';
import { CHILD_KIND, type ParentKind } from '../api';
import { KIND_LABELS } from '../labels';
import { checklistsOf } from '../tree';

/**
 * The Edit entity modal's selector (spec §2): My Processes (active vs inactive processes), or the
 * children of the process, of one of its factors or of one of its checklists (attached vs the
 * database — the library items the parent does not hold).
 */
export type EntityType = 'processes' | ParentKind;

export const ENTITY_LABELS: Readonly<Record<EntityType, string>> = {
  processes: 'My Processes',
  process: 'Process',
  factor: 'Factor',
  checklist: 'Checklist',
};

export interface EntitySelection {
  entity: EntityType;
  /** The factor or checklist whose children are edited (the process itself for `process`). */
  parentId?: string | null;
}

/** One queue per edited parent: "processes", "process:<id>", "factor:<id>", "checklist:<id>". */
export function entityKey(entity: EntityType, parentId: string | null | undefined): string | null {
  if (entity === 'processes') return 'processes';
  return parentId ? `${entity}:${parentId}` : null;
}

export function parseEntityKey(key: string): { entity: EntityType; parentId: string | null } {
  const [entity, parentId] = key.split(':') as [EntityType, string | undefined];
  return { entity, parentId: parentId ?? null };
}

/** The parents a user can pick under an entity type: the process's factors or its checklists. */
export function parentsOf(entity: EntityType, process: Process | null): Item[] {
  if (!process || entity === 'processes' || entity === 'process') return [];
  if (entity === 'factor') return process.factors ?? [];
  return checklistsOf(process).map(({ checklist }) => checklist);
}

/** The children a parent holds now (the active column). */
export function attachedChildren(entity: ParentKind, parentId: string, process: Process): Item[] {
  if (entity === 'process') return process.factors ?? [];
  const parent = parentsOf(entity, process).find((item) => item.id === parentId);
  return (entity === 'factor' ? parent?.checklists : parent?.questions) ?? [];
}

export interface ColumnTitles {
  active: string;
  inactive: string;
  toInactive: string;
  toActive: string;
}

export function columnTitles(entity: EntityType, parentName: string): ColumnTitles {
  if (entity === 'processes') {
    return {
      active: 'Active processes',
      inactive: 'Inactive processes',
      toInactive: 'Deactivate',
      toActive: 'Activate',
    };
  }
  const child = KIND_LABELS[CHILD_KIND[entity]];
  return {
    active: `${child}s in “${parentName}”`,
    inactive: `${child} database`,
    toInactive: 'Remove',
    toActive: 'Add',
  };
}
