import type { Kysely, Selectable } from 'kysely';
import type { SavedScreenView, ScreenSourceType } from '@thesis/domain';
import type { Database, ScreensTable } from '../../db/schema';
import { flag, fromJson, isSet, toJson } from '../../db/values';

/** A screen row with flags, numbers and JSON normalised across SQLite and PostgreSQL. */
export interface ScreenRecord {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  is_default: boolean;
  position: number;
  source_type: ScreenSourceType;
  associated_process_id: string | null;
  lead_process_id: string | null;
  secondary_process_ids: string[];
  investment_count: number;
  /**
   * As the last run stored them: JSON text of StoredAggregations, parsed and converted for each
   * viewer only when a page shows them (PresentedAggregations, once per results version).
   */
  aggregations: string | null;
  last_run_at: string | null;
  /** Counted up with every write of its results (migration 0023; screen-page-cache.ts). */
  results_version: number;
  /** The team member who made it; null when its owner did. */
  created_by: string | null;
  /** The filters, sort and columns it opens with; null when none is saved. */
  saved_view: SavedScreenView | null;
  created_at: string;
  updated_at: string;
}

export function toScreenRecord(row: Selectable<ScreensTable>): ScreenRecord {
  return {
    ...row,
    is_active: isSet(row.is_active),
    is_default: isSet(row.is_default),
    position: Number(row.position),
    source_type: row.source_type as ScreenSourceType,
    secondary_process_ids: fromJson<string[]>(row.secondary_process_ids, []),
    investment_count: Number(row.investment_count),
    results_version: Number(row.results_version),
    created_by: row.created_by ?? null,
    saved_view: row.saved_view ? fromJson<SavedScreenView | null>(row.saved_view, null) : null,
  };
}

export function screenColumns(record: Partial<ScreenRecord>): Partial<Selectable<ScreensTable>> {
  const { is_active, is_default, secondary_process_ids, aggregations, saved_view, ...rest } = record;
  const out: Partial<Selectable<ScreensTable>> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  if (is_active !== undefined) out.is_active = flag(is_active);
  if (is_default !== undefined) out.is_default = flag(is_default);
  if (secondary_process_ids !== undefined) out.secondary_process_ids = toJson(secondary_process_ids);
  if (aggregations !== undefined) out.aggregations = aggregations;
  if (saved_view !== undefined) out.saved_view = saved_view === null ? null : toJson(saved_view);
  return out;
}

/** The screens table: a user's screens, their flags and the default pointer on users. */
export class ScreensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's screens, default first, then by position. */
  async listForUser(userId: string): Promise<ScreenRecord[]> {
    const rows = await this.db.selectFrom('screens').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('position').orderBy('id').execute();
    return rows.map(toScreenRecord);
  }

  async find(id: string): Promise<ScreenRecord | null> {
    const row = await this.db.selectFrom('screens').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toScreenRecord(row) : null;
  }

  async findMany(userId: string, ids: readonly string[]): Promise<ScreenRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('screens').selectAll().where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
    return rows.map(toScreenRecord);
  }

  async nextPosition(userId: string): Promise<number> {
    const row = await this.db.selectFrom('screens').select((eb) => eb.fn.max('position').as('max')).where('user_id', '=', userId).executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  /** A new screen (its results version starts at 0). */
  async insert(record: Omit<ScreenRecord, 'results_version'>): Promise<void> {
    await this.db.insertInto('screens').values(screenColumns(record) as Selectable<ScreensTable>).execute();
  }

  /** Changes the fields given (the results version counts up only with its results: clearResults, screen-run.ts). */
  async update(id: string, patch: Partial<Omit<ScreenRecord, 'results_version'>>): Promise<void> {
    const columns = screenColumns(patch);
    if (Object.keys(columns).length > 0) await this.db.updateTable('screens').set(columns).where('id', '=', id).execute();
  }

  async setActive(userId: string, ids: readonly string[], active: boolean, now: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('screens').set({ is_active: flag(active), updated_at: now }).where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
  }

  /** Makes `id` the user's only default screen (null: none) and records it on users.default_screen_id. */
  async setDefault(userId: string, id: string | null): Promise<void> {
    await this.db.updateTable('screens').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
    if (id) await this.db.updateTable('screens').set({ is_default: 1, is_active: 1 }).where('id', '=', id).execute();
    await this.db.updateTable('users').set({ default_screen_id: id }).where('id', '=', userId).execute();
  }

  /**
   * Forgets the results of the last run (the source changed: they no longer match), and counts the
   * results version up (the pages kept of them: screen-page-cache.ts). Run it in a transaction.
   */
  async clearResults(id: string): Promise<void> {
    await this.db.updateTable('screens').set((eb) => ({ results_version: eb('results_version', '+', 1) })).where('id', '=', id).execute();
    await this.db.deleteFrom('screen_results').where('screen_id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('screen_results').where('screen_id', '=', id).execute();
    await this.db.deleteFrom('screens').where('id', '=', id).execute();
  }

  /** The user's own library processes among `ids` (templates and other users' processes are left out). */
  async ownProcesses(userId: string, ids: readonly string[]): Promise<{ id: string; name: string; is_active: boolean }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('processes').select(['id', 'name', 'is_active']).where('user_id', '=', userId).where('is_template', '=', 0).where('id', 'in', [...ids]).execute();
    return rows.map((row) => ({ id: row.id, name: row.name, is_active: isSet(row.is_active) }));
  }

  /**
   * The user's own library processes among `ids` with their factors in order, in one statement:
   * process id → { name, factors: [{ id, name }] }. Ids of other users' processes are left out.
   */
  async ownProcessesWithFactors(userId: string, ids: readonly string[]): Promise<Map<string, { name: string; factors: { id: string; name: string }[] }>> {
    const out = new Map<string, { name: string; factors: { id: string; name: string }[] }>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('processes as p')
      .leftJoin('process_factors as l', 'l.parent_id', 'p.id')
      .leftJoin('process_items as i', 'i.id', 'l.child_id')
      .select(['p.id as process_id', 'p.name as process_name', 'i.id', 'i.name'])
      .where('p.user_id', '=', userId)
      .where('p.is_template', '=', 0)
      .where('p.id', 'in', [...ids])
      .orderBy('p.id')
      .orderBy('l.position')
      .execute();
    for (const row of rows) {
      const process = out.get(row.process_id) ?? { name: row.process_name, factors: [] };
      if (row.id !== null && row.name !== null) process.factors.push({ id: row.id, name: row.name });
      out.set(row.process_id, process);
    }
    return out;
  }
}
