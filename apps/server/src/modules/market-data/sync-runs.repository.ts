import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DataSyncRunsTable, SecFilersTable } from '../../db/tables/market';
import { count, fromJson, nowIso, toJson } from '../../db/values';
import { newId } from '../../lib/crypto';

export type SyncSource = 'sec' | 'prices';
export type SyncTrigger = 'cli' | 'schedule' | 'operator';

/** Counts of a run so far: `done` filers or securities handled of `total`. */
export interface SyncCounts {
  total: number | null;
  done: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

export interface SyncFailure {
  key: string;
  reason: string;
}

/** The exchanges of the US universe (the SEC's filers and EODHD's US market). */
export const US_EXCHANGES = ['NASDAQ', 'NYSE', 'NYSE American', 'NYSE Arca', 'Cboe BZX', 'IEX', 'US'] as const;
/** A run renews its hold on its source this often, and another may take the source over once it has been silent this long. */
export const SYNC_HEARTBEAT_MS = 20_000;
export const SYNC_STALE_MS = 5 * 60_000;

/** How many failures a run keeps one by one (the counts hold them all). */
const KEPT_FAILURES = 200;

export type SyncRun = Omit<Selectable<DataSyncRunsTable>, 'failures'> & { failures: SyncFailure[] };
export type SecFiler = Selectable<SecFilersTable>;

/** The runs of the connectors, and what the SEC sync knows of each filer. */
export class SyncRunsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes the source for a new run, or answers null when another run holds it (its heartbeat is
   * younger than `staleMs`): one instance syncs a source at a time.
   */
  async claim(source: SyncSource, trigger: SyncTrigger, staleMs: number): Promise<string | null> {
    const id = newId();
    const now = nowIso();
    const stale = new Date(Date.now() - staleMs).toISOString();
    const result = await this.db
      .insertInto('data_sync_locks')
      .values({ source, run_id: id, heartbeat_at: now })
      .onConflict((oc) => oc.column('source').doUpdateSet({ run_id: id, heartbeat_at: now }).where('data_sync_locks.heartbeat_at', '<', stale))
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    // A run still marked running lost its hold: its server stopped before it finished.
    await this.db
      .updateTable('data_sync_runs')
      .set({ status: 'failed', finished_at: now, message: 'The run stopped before it finished (its server or command was stopped); the next run picks up where it left off.' })
      .where('source', '=', source)
      .where('status', '=', 'running')
      .execute();
    await this.start(source, trigger, now, id);
    return id;
  }

  /** Renews the run's hold on its source; false when another run took it over. */
  async heartbeat(source: SyncSource, runId: string): Promise<boolean> {
    const result = await this.db.updateTable('data_sync_locks').set({ heartbeat_at: nowIso() }).where('source', '=', source).where('run_id', '=', runId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async release(source: SyncSource, runId: string): Promise<void> {
    await this.db.deleteFrom('data_sync_locks').where('source', '=', source).where('run_id', '=', runId).execute();
  }

  /** The run holding a source now, if any. */
  async holder(source: SyncSource): Promise<{ run_id: string; heartbeat_at: string } | null> {
    return (await this.db.selectFrom('data_sync_locks').select(['run_id', 'heartbeat_at']).where('source', '=', source).executeTakeFirst()) ?? null;
  }

  private async start(source: SyncSource, trigger: SyncTrigger, startedAt: string, id: string): Promise<void> {
    await this.db.insertInto('data_sync_runs').values({ id, source, trigger, status: 'running', started_at: startedAt, finished_at: null, total: null, failures: null, message: null }).execute();
  }

  async progress(id: string, counts: SyncCounts, failures: readonly SyncFailure[]): Promise<void> {
    await this.db.updateTable('data_sync_runs').set({ ...counts, failures: toJson(failures.slice(0, KEPT_FAILURES)) }).where('id', '=', id).execute();
  }

  async finish(id: string, status: 'completed' | 'failed', counts: SyncCounts, failures: readonly SyncFailure[], message: string | null): Promise<void> {
    await this.db
      .updateTable('data_sync_runs')
      .set({ ...counts, status, finished_at: nowIso(), failures: toJson(failures.slice(0, KEPT_FAILURES)), message: message?.slice(0, 500) ?? null })
      .where('id', '=', id)
      .execute();
  }

  /** The latest runs of a source, newest first. */
  async latest(source: SyncSource, limit = 10): Promise<SyncRun[]> {
    const rows = await this.db.selectFrom('data_sync_runs').selectAll().where('source', '=', source).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({ ...row, failures: fromJson<SyncFailure[]>(row.failures, []) }));
  }

  async filers(ciks: readonly string[]): Promise<Map<string, SecFiler>> {
    if (ciks.length === 0) return new Map();
    const rows = await this.db.selectFrom('sec_filers').selectAll().where('cik', 'in', ciks).execute();
    return new Map(rows.map((row) => [row.cik, row]));
  }

  async saveFiler(filer: Omit<SecFiler, 'years'> & { years: number }): Promise<void> {
    await this.db
      .insertInto('sec_filers')
      .values(filer)
      .onConflict((oc) => oc.column('cik').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'), ticker: eb.ref('excluded.ticker'), exchange: eb.ref('excluded.exchange'), last_filed: eb.ref('excluded.last_filed'),
        last_accession: eb.ref('excluded.last_accession'), status: eb.ref('excluded.status'), reason: eb.ref('excluded.reason'), years: eb.ref('excluded.years'), synced_at: eb.ref('excluded.synced_at'),
      })))
      .execute();
  }

  /** Filers per outcome of their last sync. */
  async filerCounts(): Promise<Record<string, number>> {
    const rows = await this.db.selectFrom('sec_filers').select(['status', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('status').execute();
    return Object.fromEntries(rows.map((row) => [row.status, count(row.count)]));
  }
}
