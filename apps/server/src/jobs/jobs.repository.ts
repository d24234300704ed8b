import type { Kysely, Selectable } from 'kysely';
import type { Database, JobSchedulesTable, JobsTable } from '../db/schema';

export type JobRow = Selectable<JobsTable>;
export type NewJob = Pick<JobRow, 'id' | 'name' | 'data' | 'singleton_key' | 'retry_limit' | 'retry_delay_ms' | 'retry_backoff' | 'expire_in_ms' | 'start_after' | 'created_at'>;

const WAITING = ['created', 'retry'];

function normalise(row: JobRow): JobRow {
  return { ...row, retry_limit: Number(row.retry_limit), retry_count: Number(row.retry_count), retry_delay_ms: Number(row.retry_delay_ms), retry_backoff: Number(row.retry_backoff), expire_in_ms: Number(row.expire_in_ms) };
}

/** The jobs and job_schedules tables of the SQLite runner. Each write is one statement, guarded by the state it expects. */
export class JobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts a waiting job; null when a job with the same name and singleton key is already queued or running. */
  async enqueue(job: NewJob): Promise<string | null> {
    const row = await this.db
      .insertInto('jobs')
      .values({ ...job, state: 'created', retry_count: 0, started_at: null, lease_until: null, worker_id: null, output: null, completed_at: null })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Claims the next due job of `name` for `workerId` (one atomic UPDATE … WHERE id = (SELECT …));
   * a job waits while another with its singleton key runs.
   */
  async claim(name: string, workerId: string, now: string, leaseUntil: string): Promise<JobRow | undefined> {
    const row = await this.db
      .updateTable('jobs')
      .set({ state: 'active', worker_id: workerId, started_at: now, lease_until: leaseUntil })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs as next')
          .select('next.id')
          .where('next.name', '=', name)
          .where('next.state', 'in', WAITING)
          .where('next.start_after', '<=', now)
          .where((w) =>
            w.or([
              w('next.singleton_key', 'is', null),
              w.not(w.exists(w.selectFrom('jobs as running').select('running.id').where('running.name', '=', name).where('running.state', '=', 'active').whereRef('running.singleton_key', '=', 'next.singleton_key'))),
            ]),
          )
          .orderBy('next.start_after')
          .orderBy('next.created_at')
          .orderBy('next.id')
          .limit(1),
      )
      .where('state', 'in', WAITING)
      .returningAll()
      .executeTakeFirst();
    return row ? normalise(row) : undefined;
  }

  /** Extends the lease; false when the job is no longer this worker's. */
  async renew(id: string, workerId: string, leaseUntil: string): Promise<boolean> {
    const result = await this.db.updateTable('jobs').set({ lease_until: leaseUntil }).where('id', '=', id).where('worker_id', '=', workerId).where('state', '=', 'active').executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async complete(id: string, workerId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ state: 'completed', completed_at: now, lease_until: null, output: null })
      .where('id', '=', id)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Records a failed attempt of an active job (of `workerId`, or any worker when its lease ran out):
   * back to waiting until `retryAt`, or failed for good when `retryAt` is null. False when the job
   * was not in that state any more.
   */
  async fail(id: string, owner: { workerId: string } | { expiredBefore: string }, now: string, output: string, retryAt: string | null): Promise<boolean> {
    let query = this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: retryAt ? 'retry' : 'failed',
        retry_count: eb('retry_count', '+', 1),
        start_after: retryAt ?? eb.ref('start_after'),
        completed_at: retryAt ? null : now,
        worker_id: null,
        lease_until: null,
        output,
      }))
      .where('id', '=', id)
      .where('state', '=', 'active');
    query = 'workerId' in owner ? query.where('worker_id', '=', owner.workerId) : query.where('lease_until', '<', owner.expiredBefore);
    return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
  }

  /** Hands a running job back to the queue without counting the attempt (the server stopped). */
  async release(id: string, workerId: string, now: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ state: 'retry', start_after: now, worker_id: null, lease_until: null, output: 'The server stopped while the job ran; it was handed back to the queue' })
      .where('id', '=', id)
      .where('worker_id', '=', workerId)
      .where('state', '=', 'active')
      .execute();
  }

  /** Running jobs whose worker stopped renewing their lease (its server stopped or died). */
  async expired(names: readonly string[], now: string): Promise<JobRow[]> {
    if (names.length === 0) return [];
    const rows = await this.db.selectFrom('jobs').selectAll().where('state', '=', 'active').where('lease_until', '<', now).where('name', 'in', [...names]).execute();
    return rows.map(normalise);
  }

  /** Waiting and running jobs per name (the names given, zero when none). */
  async depth(names: readonly string[]): Promise<{ name: string; waiting: number; active: number }[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom('jobs')
      .select(['name', 'state', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('name', 'in', [...names])
      .where('state', 'in', [...WAITING, 'active'])
      .groupBy(['name', 'state'])
      .execute();
    return names.map((name) => {
      const of = (states: string[]) => rows.filter((row) => row.name === name && states.includes(row.state)).reduce((sum, row) => sum + Number(row.count), 0);
      return { name, waiting: of(WAITING), active: of(['active']) };
    });
  }

  async findById(id: string): Promise<JobRow | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? normalise(row) : undefined;
  }

  /** Deletes finished jobs older than `before`. */
  async prune(before: string): Promise<number> {
    const result = await this.db.deleteFrom('jobs').where('state', 'in', ['completed', 'failed']).where('completed_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async schedules(): Promise<Selectable<JobSchedulesTable>[]> {
    return this.db.selectFrom('job_schedules').selectAll().execute();
  }

  async saveSchedule(row: Selectable<JobSchedulesTable>): Promise<void> {
    await this.db
      .insertInto('job_schedules')
      .values(row)
      .onConflict((oc) => oc.column('name').doUpdateSet({ every_ms: row.every_ms, cron: row.cron, next_run_at: row.next_run_at, updated_at: row.updated_at }))
      .execute();
  }

  /** Moves a due schedule to its next run; false when another tick moved it first. */
  async advanceSchedule(name: string, due: string, next: string, now: string): Promise<boolean> {
    const result = await this.db.updateTable('job_schedules').set({ next_run_at: next, updated_at: now }).where('name', '=', name).where('next_run_at', '=', due).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
