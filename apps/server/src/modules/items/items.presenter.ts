import { scoreFamily, type Item, type LibraryOwner } from '@thesis/domain';
import { inWorkspace, type Viewer } from '../teams/workspace';
import type { ItemRecord } from './library.records';
import { abilitiesFor } from './library.policy';

export interface PresentedMedia {
  id: string;
  url: string;
  file_name: string;
  extension: string;
}

/** What presenting needs besides the rows: the viewer (abilities), the workspace's people, the default process and media. */
export interface PresentContext {
  viewer: Viewer;
  /** The people of the viewer's workspace (the viewer; in a team every member), by id. */
  people: Map<string, LibraryOwner>;
  defaultProcessId: string | null;
  media: Map<string, PresentedMedia>;
}

/**
 * Who made an entry of the viewer's workspace: its author (created_by, inside a team) or its owner.
 * Only the workspace's own entries and templates are ever visible; templates have none.
 */
export function ownerOf(ctx: PresentContext, record: { user_id: string | null; created_by: string | null }): LibraryOwner | null {
  if (!inWorkspace(ctx.viewer, record.user_id)) return null;
  return ctx.people.get(record.created_by ?? record.user_id!) ?? ctx.people.get(record.user_id!) ?? null;
}

export interface ItemChildren {
  checklists?: Item[];
  questions?: Item[];
}

/** An item's scale settings as sent out (a library item and its copy in a review alike). */
export function presentScale(record: Pick<ItemRecord, 'group' | 'type' | 'grade_descriptions' | 'min' | 'max' | 'thresholds' | 'metric_key'>) {
  return {
    group: record.group,
    type: record.type,
    family: scoreFamily(record.type),
    grade_descriptions: record.grade_descriptions,
    min: record.min,
    max: record.max,
    thresholds: record.thresholds,
    metric_key: record.metric_key,
  };
}

/** Whitelists an item's fields. `position` is its place under the parent it was loaded through. */
export function presentItem(record: ItemRecord, ctx: PresentContext, position: number | null, children: ItemChildren = {}): Item {
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    description: record.description,
    ...presentScale(record),
    relevance: record.relevance,
    url: record.url,
    url_name: record.url_name,
    media: record.media_id ? (ctx.media.get(record.media_id) ?? null) : null,
    is_active: record.is_active,
    is_template: record.is_template,
    position,
    source_id: record.source_id,
    user: ownerOf(ctx, record),
    abilities: abilitiesFor(ctx.viewer, record),
    updated_at: record.updated_at,
    created_at: record.created_at,
    ...children,
  };
}
