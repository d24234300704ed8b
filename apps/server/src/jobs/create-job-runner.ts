import type { Config } from '../config';
import type { Db } from '../db/database';
import type { JobRunner } from './job-runner';
import { PgBossJobRunner } from './pg-boss-job-runner';
import { SqliteJobRunner, type JobLogger } from './sqlite-job-runner';

/** pg-boss on PostgreSQL, the in-process jobs table on SQLite. */
export function createJobRunner(config: Config, db: Db, log: JobLogger): JobRunner {
  if (config.database.kind === 'postgres') {
    return new PgBossJobRunner({
      url: config.database.url,
      schema: config.jobs.pgBossSchema,
      log,
      pollMs: config.jobs.pollMs,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
      leaseMs: config.jobs.leaseMs,
    });
  }
  return new SqliteJobRunner(db.db, { log, pollMs: config.jobs.pollMs, leaseMs: config.jobs.leaseMs });
}
