import type { Kysely } from 'kysely';
import {
  completeScaleSettings,
  ITEM_MESSAGES,
  ITEM_PARENT_KIND,
  itemDeletedMessage,
  itemNotFoundMessage,
  librarySearchFlag,
  metricKeyAfterWrite,
  metricKeyIssue,
  scaleAfterTypeChange,
  scaleSettingsIssues,
  type CreateItem,
  type Item,
  type ItemKind,
  type listItemsQuerySchema,
  type Pagination,
  type ScaleSettings,
  type UpdateItem,
} from '@thesis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { fieldError, validationError, type FieldErrors } from '../../lib/errors';
import { scopeOf, type Viewer } from '../teams/workspace';
import { attachChildren, detachChildren, reorderChildren, type ParentRef } from './child-links';
import { ITEM_DEFINITIONS } from './items.definitions';
import type { ItemRecord } from './library.records';
import { assertChangeable, assertReadable, canChange } from './library.policy';
import { includeDepth, pagination } from './library-query';
import type { LibraryReader } from './library-reader';
import { createLibraryStore, inTransaction, linksHolding, type LibraryStore } from './library-store';
import { deleteOrphans } from './orphans';

type ListQuery = z.output<typeof listItemsQuerySchema>;

export interface TypeChange {
  from: ItemRecord['type'];
  to: ItemRecord['type'];
  compatible: boolean;
  scale_reset: boolean;
}

function issuesToErrors(issues: { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
  return errors;
}

/** Factors, checklists and questions of the caller's library: one code path for the three kinds. */
export class ItemsService {
  private readonly store: LibraryStore;

  constructor(private readonly deps: { db: Kysely<Database>; reader: LibraryReader }) {
    this.store = createLibraryStore(deps.db);
  }

  async list(viewer: Viewer, kind: ItemKind, query: ListQuery): Promise<{ data: Item[]; pagination: Pagination }> {
    const depth = includeDepth(query.include, ITEM_DEFINITIONS[kind].includeLevels);
    const search = query.search;
    const { records, total } = await this.store.items.list(
      {
        userId: scopeOf(viewer),
        kind,
        name: search.name,
        group: search.group,
        type: search.type,
        isActive: librarySearchFlag(search.is_active),
        excludeParent: query.exclude_parent_id ? { table: linksHolding(this.store, kind).table, parentId: query.exclude_parent_id } : undefined,
      },
      { orderBy: query.orderBy, direction: query.sortedBy, limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    const ctx = await this.deps.reader.context(this.store, viewer);
    const data = await this.deps.reader.items(this.store, ctx, records, depth);
    return { data, pagination: pagination(total, data.length, query.limit, query.page) };
  }

  async get(viewer: Viewer, kind: ItemKind, id: string, include?: string): Promise<Item> {
    const depth = includeDepth(include, ITEM_DEFINITIONS[kind].includeLevels);
    const record = assertReadable(viewer, await this.findOfKind(kind, id), itemNotFoundMessage(kind));
    return this.present(viewer, record, depth);
  }

  async create(viewer: Viewer, kind: ItemKind, input: CreateItem): Promise<Item> {
    if (input.media_id) await this.assertOwnMedia(viewer, input.media_id);
    const now = nowIso();
    const record: ItemRecord = {
      id: newId(),
      kind,
      user_id: scopeOf(viewer),
      created_by: viewer.id,
      name: input.name,
      description: input.description ?? null,
      group: input.group,
      type: input.type,
      ...completeScaleSettings(input.type, withoutNulls({ grade_descriptions: input.grade_descriptions, min: input.min, max: input.max, thresholds: input.thresholds })),
      metric_key: input.metric_key ?? null,
      relevance: input.relevance ?? null,
      url: input.url ?? null,
      url_name: input.url_name ?? null,
      media_id: input.media_id ?? null,
      is_active: input.is_active,
      is_template: false,
      template_key: null,
      source_id: null,
      created_at: now,
      updated_at: now,
    };
    await inTransaction(this.deps.db, async (store) => {
      await store.items.insert([record]);
      if (input.parent_id) {
        const parent = { kind: ITEM_PARENT_KIND[kind], id: input.parent_id };
        if (!(await ownsParent(store, viewer, parent))) throw fieldError('parent_id', ITEM_MESSAGES.parentInvalid);
        await attachChildren(store, scopeOf(viewer), parent, [record.id]);
      }
    });
    return this.present(viewer, record, 0);
  }

  /**
   * Applies the changes. A type change inside a score family keeps the scale settings; across
   * families they reset to the new type's defaults (then any settings sent are applied on top).
   * Grade descriptions are merged per grade. The merged settings must pass the scale rules.
   */
  async update(viewer: Viewer, kind: ItemKind, id: string, input: UpdateItem): Promise<{ item: Item; typeChange: TypeChange | null }> {
    const record = assertChangeable(viewer, await this.findOfKind(kind, id), itemNotFoundMessage(kind), ITEM_MESSAGES.templateReadOnly);
    if (input.media_id) await this.assertOwnMedia(viewer, input.media_id);
    const type = input.type ?? record.type;
    const given = { grade_descriptions: input.grade_descriptions, min: input.min, max: input.max, thresholds: input.thresholds };
    // Settings sent that the (new) type does not use, or grades it lacks, are refused as sent.
    const sent = scaleSettingsIssues(type, withoutNulls(given));
    if (sent.length > 0) throw validationError(issuesToErrors(sent));

    let settings: ScaleSettings = { grade_descriptions: record.grade_descriptions, min: record.min, max: record.max, thresholds: record.thresholds };
    let typeChange: TypeChange | null = null;
    if (type !== record.type) {
      const changed = scaleAfterTypeChange(record.type, type, settings);
      settings = changed.settings;
      typeChange = { from: record.type, to: type, compatible: !changed.reset, scale_reset: changed.reset };
    }
    const merged = completeScaleSettings(type, {
      grade_descriptions: input.grade_descriptions === undefined ? settings.grade_descriptions : input.grade_descriptions === null ? null : { ...settings.grade_descriptions, ...input.grade_descriptions },
      min: input.min === undefined ? settings.min : input.min,
      max: input.max === undefined ? settings.max : input.max,
      thresholds: input.thresholds === undefined ? settings.thresholds : input.thresholds,
    });
    const problems = scaleSettingsIssues(type, merged);
    const binding = metricKeyIssue(type, input.metric_key);
    if (binding) problems.push({ field: 'metric_key', message: binding });
    if (problems.length > 0) throw validationError(issuesToErrors(problems));

    const { grade_descriptions: _g, min: _min, max: _max, thresholds: _t, metric_key: _m, ...fields } = input;
    const metric_key = metricKeyAfterWrite(type, record.metric_key, input.metric_key);
    const changes: Partial<ItemRecord> = { ...fields, ...merged, metric_key, updated_at: nowIso() };
    await this.store.items.update(record.id, changes);
    const updated = { ...record, ...changes } as ItemRecord;
    return { item: await this.present(viewer, updated, 0), typeChange };
  }

  /** Deletes the item and its links; its children that nothing else holds go with it. */
  async remove(viewer: Viewer, kind: ItemKind, id: string): Promise<{ message: string; deleted_item_ids: string[] }> {
    const record = assertChangeable(viewer, await this.findOfKind(kind, id), itemNotFoundMessage(kind), ITEM_MESSAGES.templateReadOnly);
    const deleted = await inTransaction(this.deps.db, async (store) => {
      const holders = linksHolding(store, kind);
      const parents = await holders.parentIdsOf([record.id]);
      const children = ITEM_DEFINITIONS[kind].child ? await store.itemChildren.childIdsOf(record.id) : [];
      await store.items.delete([record.id]);
      for (const parentId of parents) await holders.compact(parentId);
      const child = ITEM_DEFINITIONS[kind].child;
      return [record.id, ...(child ? await deleteOrphans(store, scopeOf(viewer), child, children) : [])];
    });
    return { message: itemDeletedMessage(kind), deleted_item_ids: deleted };
  }

  async attach(viewer: Viewer, kind: ItemKind, id: string, childIds: readonly string[]): Promise<Item> {
    return this.changeChildren(viewer, kind, id, (store) => attachChildren(store, scopeOf(viewer), { kind, id }, childIds));
  }

  async detach(viewer: Viewer, kind: ItemKind, id: string, childIds: readonly string[]): Promise<Item> {
    return this.changeChildren(viewer, kind, id, (store) => detachChildren(store, scopeOf(viewer), { kind, id }, childIds));
  }

  async reorder(viewer: Viewer, kind: ItemKind, id: string, orderedIds: readonly string[]): Promise<Item> {
    return this.changeChildren(viewer, kind, id, (store) => reorderChildren(store, { kind, id }, orderedIds));
  }

  private async changeChildren(viewer: Viewer, kind: ItemKind, id: string, change: (store: LibraryStore) => Promise<void>): Promise<Item> {
    await inTransaction(this.deps.db, async (store) => {
      assertChangeable(viewer, await findOfKind(store, kind, id), itemNotFoundMessage(kind), ITEM_MESSAGES.templateReadOnly);
      await change(store);
    });
    const record = await this.findOfKind(kind, id);
    return this.present(viewer, record!, 1);
  }

  private findOfKind(kind: ItemKind, id: string): Promise<ItemRecord | undefined> {
    return findOfKind(this.store, kind, id);
  }

  private async present(viewer: Viewer, record: ItemRecord, depth: number): Promise<Item> {
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [item] = await this.deps.reader.items(this.store, ctx, [record], depth);
    return item!;
  }

  private async assertOwnMedia(viewer: Viewer, mediaId: string): Promise<void> {
    if (!(await this.store.items.ownsMedia(viewer.id, mediaId))) throw fieldError('media_id', ITEM_MESSAGES.mediaInvalid);
  }
}

/** True when the parent exists, is the caller's own (not a template) and is of the kind asked. */
async function ownsParent(store: LibraryStore, viewer: Viewer, parent: ParentRef): Promise<boolean> {
  const entry = parent.kind === 'process' ? await store.processes.findById(parent.id) : await findOfKind(store, parent.kind, parent.id);
  return entry !== undefined && canChange(viewer, entry);
}

/** The item if it exists and is of this kind (a checklist id on /factors is a 404). */
export async function findOfKind(store: LibraryStore, kind: ItemKind, id: string): Promise<ItemRecord | undefined> {
  const record = await store.items.findById(id);
  return record?.kind === kind ? record : undefined;
}

function withoutNulls(settings: Partial<Record<keyof ScaleSettings, unknown>>): Partial<ScaleSettings> {
  const out: Partial<ScaleSettings> = {};
  for (const [key, value] of Object.entries(settings)) if (value !== null && value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}
