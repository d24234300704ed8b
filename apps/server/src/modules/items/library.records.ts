import type { Selectable } from 'kysely';
import type { ItemKind, Relevance } from '@thesis/domain';
import type { ProcessesTable, ProcessItemsTable } from '../../db/schema';
import { flag, isSet } from '../../db/values';
import { scaleFromColumns, scaleToColumns, type ScaleColumns, type ScaleSettings } from './scale-columns';

/** A process as the services see it: flags as booleans, whatever the database. */
export interface ProcessRecord {
  id: string;
  user_id: string | null;
  name: string;
  description: string | null;
  is_active: boolean;
  position: number;
  is_template: boolean;
  template_key: string | null;
  source_id: string | null;
  /** The team member who made it; null when its owner (user_id) did. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A factor, checklist or question, with its scale settings parsed. */
export interface ItemRecord extends ScaleSettings {
  id: string;
  kind: ItemKind;
  user_id: string | null;
  name: string;
  description: string | null;
  relevance: Relevance | null;
  url: string | null;
  url_name: string | null;
  media_id: string | null;
  is_active: boolean;
  is_template: boolean;
  template_key: string | null;
  source_id: string | null;
  /** The team member who made it; null when its owner (user_id) did. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export function toProcessRecord(row: Selectable<ProcessesTable>): ProcessRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    description: row.description,
    is_active: isSet(row.is_active),
    position: Number(row.position),
    is_template: isSet(row.is_template),
    template_key: row.template_key,
    source_id: row.source_id,
    created_by: row.created_by ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function processRow(record: ProcessRecord): Selectable<ProcessesTable> {
  return { ...record, is_active: flag(record.is_active), is_template: flag(record.is_template) };
}

export function toItemRecord(row: Selectable<ProcessItemsTable>): ItemRecord {
  return {
    id: row.id,
    kind: row.kind as ItemKind,
    user_id: row.user_id,
    name: row.name,
    description: row.description,
    ...scaleFromColumns(row),
    relevance: row.relevance as Relevance | null,
    url: row.url,
    url_name: row.url_name,
    media_id: row.media_id,
    is_active: isSet(row.is_active),
    is_template: isSet(row.is_template),
    template_key: row.template_key,
    source_id: row.source_id,
    created_by: row.created_by ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function itemRow(record: ItemRecord): Selectable<ProcessItemsTable> {
  const { group, type, min, max, grade_descriptions, thresholds, metric_key, ...rest } = record;
  return {
    ...rest,
    ...(scaleToColumns({ group, type, min, max, grade_descriptions, thresholds, metric_key }) as ScaleColumns),
    metric_key,
    is_active: flag(record.is_active),
    is_template: flag(record.is_template),
  };
}

/** The columns of an item update, from record fields (undefined fields are left alone). */
export function itemChanges(changes: Partial<ItemRecord>): Partial<Selectable<ProcessItemsTable>> {
  const { group, type, min, max, grade_descriptions, thresholds, metric_key, is_active, is_template, ...plain } = changes;
  const out: Partial<Selectable<ProcessItemsTable>> = scaleToColumns({ group, type, min, max, grade_descriptions, thresholds, metric_key });
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  if (is_active !== undefined) out.is_active = flag(is_active);
  if (is_template !== undefined) out.is_template = flag(is_template);
  return out;
}
