import type { Kysely } from 'kysely';
import { newId } from '../lib/crypto';
import { groupBy } from '../lib/group-by';
import type { ItemRecord, ProcessRecord } from '../modules/items/library.records';
import type { LinkRow } from '../modules/items/links.repository';
import { createLibraryStore, type LibraryStore } from '../modules/items/library-store';
import type { Database } from '../db/schema';
import { isUniqueViolation, nowIso, toJson } from '../db/values';
import { templateRows, type TemplateItemFields, type TemplateRows } from './template-rows';

export interface SeedResult {
  inserted: number;
  updated: number;
  removed: number;
  relinkedParents: number;
}

function itemSignature(fields: Pick<ItemRecord, keyof TemplateItemFields>): string {
  const { kind, name, description, group, type, grade_descriptions, min, max, thresholds, metric_key, relevance, is_active } = fields;
  return toJson([kind, name, description, group, type, grade_descriptions, min, max, thresholds, metric_key, relevance, is_active]);
}

async function syncProcesses(store: LibraryStore, rows: TemplateRows, now: string, result: SeedResult): Promise<Map<string, string>> {
  const existing = new Map((await store.processes.listTemplates()).map((record) => [record.template_key ?? '', record]));
  const ids = new Map<string, string>();
  for (const row of rows.processes) {
    const current = existing.get(row.key);
    existing.delete(row.key);
    if (!current) {
      const record: ProcessRecord = { id: newId(), user_id: null, name: row.name, description: row.description, is_active: true, position: row.position, is_template: true, template_key: row.key, source_id: null, created_by: null, created_at: now, updated_at: now };
      await store.processes.insert(record);
      ids.set(row.key, record.id);
      result.inserted += 1;
      continue;
    }
    ids.set(row.key, current.id);
    if (current.name !== row.name || current.description !== row.description || current.position !== row.position || !current.is_active) {
      await store.processes.update(current.id, { name: row.name, description: row.description, position: row.position, is_active: true, updated_at: now });
      result.updated += 1;
    }
  }
  for (const stale of existing.values()) {
    await store.processes.delete(stale.id);
    result.removed += 1;
  }
  return ids;
}

async function syncItems(store: LibraryStore, rows: TemplateRows, now: string, result: SeedResult): Promise<Map<string, string>> {
  const existing = new Map((await store.items.templates()).map((record) => [record.template_key ?? '', record]));
  const ids = new Map<string, string>();
  const fresh: ItemRecord[] = [];
  for (const row of rows.items) {
    const key = row.template_key!;
    const current = existing.get(key);
    existing.delete(key);
    if (!current) {
      const record: ItemRecord = { ...row, id: newId(), created_at: now, updated_at: now };
      fresh.push(record);
      ids.set(key, record.id);
      continue;
    }
    ids.set(key, current.id);
    if (itemSignature(current) !== itemSignature(row)) {
      await store.items.update(current.id, { ...row, updated_at: now });
      result.updated += 1;
    }
  }
  await store.items.insert(fresh);
  result.inserted += fresh.length;
  await store.items.delete([...existing.values()].map((record) => record.id));
  result.removed += existing.size;
  return ids;
}

/** Rewrites the links of each template parent whose children or order differ from the data. */
async function syncLinks(store: LibraryStore, rows: TemplateRows, ids: Map<string, string>, now: string, result: SeedResult): Promise<void> {
  for (const table of ['process_factors', 'item_children'] as const) {
    const repository = table === 'process_factors' ? store.processFactors : store.itemChildren;
    const wanted = new Map<string, LinkRow[]>();
    for (const link of rows.links.filter((entry) => entry.table === table)) {
      const parentId = ids.get(link.parentKey)!;
      const list = wanted.get(parentId) ?? [];
      list.push({ parent_id: parentId, child_id: ids.get(link.childKey)!, position: link.position });
      wanted.set(parentId, list);
    }
    const parents = [...new Set([...wanted.keys()])];
    const existing = groupBy(await repository.childrenOf(parents), (link) => link.parent_id);
    for (const parentId of parents) {
      const want = wanted.get(parentId) ?? [];
      const have = existing.get(parentId) ?? [];
      const same = want.length === have.length && want.every((link, index) => link.child_id === have[index]!.child_id && link.position === have[index]!.position);
      if (same) continue;
      await repository.remove(parentId, have.map((link) => link.child_id));
      await repository.insert(want, now);
      result.relinkedParents += 1;
    }
  }
}

async function seedOnce(db: Kysely<Database>, rows: TemplateRows): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const store = createLibraryStore(trx);
    const now = nowIso();
    const result: SeedResult = { inserted: 0, updated: 0, removed: 0, relinkedParents: 0 };
    const processIds = await syncProcesses(store, rows, now, result);
    const itemIds = await syncItems(store, rows, now, result);
    await syncLinks(store, rows, new Map([...processIds, ...itemIds]), now, result);
    return result;
  });
}

/**
 * Brings the template library in line with seed/templates: inserts what is missing, updates
 * what changed (found by template_key, so ids stay stable), removes templates no longer in the
 * data and rewrites links whose order changed. Running it again changes nothing. Users' copies are
 * independent rows and are never touched. Safe when two instances start at once: the loser of an
 * insert race retries and finds the rows in place.
 */
export async function seedTemplates(db: Kysely<Database>, rows: TemplateRows = templateRows()): Promise<SeedResult> {
  try {
    return await seedOnce(db, rows);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return seedOnce(db, rows);
  }
}
