import type PgBoss from 'pg-boss';

/** A running job whose server stopped renewing its lease. */
export interface LapsedLease {
  jobId: string;
  name: string;
}

/**
 * Leases of the jobs the instances of one pg-boss queue are running, in a table of pg-boss's schema:
 * each instance renews the leases of its running jobs every third of `leaseMs`, so a job whose lease
 * is older than `leaseMs` belongs to an instance that died (kill -9, a lost machine). pg-boss alone
 * would only notice when the job's time limit passed (minutes for an AI fill). The database's clock
 * decides, so instances with skewed clocks agree.
 */
export class JobLeases {
  private readonly table: string;

  constructor(
    private readonly db: PgBoss.Db,
    schema: string,
    private readonly workerId: string,
    private readonly leaseMs: number,
  ) {
    this.table = `"${schema}"."thesis_leases"`;
  }

  async create(): Promise<void> {
    await this.db.executeSql(`create table if not exists ${this.table} (job_id uuid primary key, name text not null, worker_id text not null, renewed_at timestamptz not null default now())`, []);
  }

  async take(jobId: string, name: string): Promise<void> {
    await this.db.executeSql(`insert into ${this.table} (job_id, name, worker_id) values ($1, $2, $3) on conflict (job_id) do update set worker_id = excluded.worker_id, renewed_at = now()`, [jobId, name, this.workerId]);
  }

  async release(jobId: string): Promise<void> {
    await this.db.executeSql(`delete from ${this.table} where job_id = $1 and worker_id = $2`, [jobId, this.workerId]);
  }

  /** Renews the leases of every job this instance is running. */
  async renew(): Promise<void> {
    await this.db.executeSql(`update ${this.table} set renewed_at = now() where worker_id = $1`, [this.workerId]);
  }

  /** Removes and answers the leases no instance renewed in time: each is answered to one caller only. */
  async takeLapsed(): Promise<LapsedLease[]> {
    const { rows } = await this.db.executeSql(`delete from ${this.table} where renewed_at < now() - make_interval(secs => $1) returning job_id, name`, [this.leaseMs / 1000]);
    return rows.map((row: { job_id: string; name: string }) => ({ jobId: row.job_id, name: row.name }));
  }
}
