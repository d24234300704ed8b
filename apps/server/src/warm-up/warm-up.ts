import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { openScratchDatabase } from './scratch-database';
import { warmUpRounds } from './warm-up-workload';

export interface WarmUpResult {
  /** Requests answered after the seeding, and the whole warm-up's time (ms). */
  requests: number;
  ms: number;
  database: 'postgres' | 'sqlite';
}

/** The warm-up sends no e-mail; a route that tried would be a mistake, so it fails the warm-up. */
const NO_MAIL: Mailer = {
  outboxDir: undefined,
  send: () => Promise.reject(new Error('the warm-up sends no e-mail')),
};

/**
 * Runs the busiest requests for about `seconds` through a second, scratch copy of the app on a
 * scratch database (warm-up/scratch-database.ts), before the server takes traffic. A freshly
 * started Node process runs its code unoptimised and compiles it while it answers: under a burst
 * of requests its first answers took several times longer than later ones (docs/benchmarks.md).
 * The compiled code is the process's, so the real app starts with it. No real data is read or
 * written, no job runs and no e-mail, rate-limit counter or metric of the real app is touched.
 */
export async function warmUp(config: Config, seconds: number, log: FastifyBaseLogger): Promise<WarmUpResult> {
  const started = performance.now();
  const scratch = await openScratchDatabase(config, (error) =>
    log.warn({ err: error }, 'warm-up: cannot create a scratch schema on PostgreSQL; warming up on SQLite in memory instead'));
  try {
    const scratchConfig: Config = { ...config, database: scratch.database, redis: undefined, jobs: { ...config.jobs, pgBossSchema: `${scratch.database.kind === 'postgres' ? scratch.database.schema : 'scratch'}_jobs` } };
    const app = await buildApp({ config: scratchConfig, db: scratch.db, logger: false, mailer: NO_MAIL });
    let requests = 0;
    try {
      const round = await warmUpRounds(app, scratch.db.db);
      // At least one round, however long the seeding took.
      for (let n = 0; n === 0 || performance.now() - started < seconds * 1000; n += 1) requests += await round(n);
    } finally {
      await app.close();
    }
    return { requests, ms: Math.round(performance.now() - started), database: scratch.database.kind };
  } finally {
    await scratch.drop();
  }
}

/** The warm-up main.ts runs before listening: one log line either way; a failed warm-up never stops the start. */
export async function warmUpBeforeListening(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.warmUpSeconds <= 0) return;
  try {
    const result = await warmUp(config, config.warmUpSeconds, log);
    log.info(result, `warmed up: ${result.requests} requests in ${result.ms} ms on a scratch ${result.database === 'postgres' ? 'PostgreSQL schema' : 'SQLite database'}`);
  } catch (error) {
    log.warn({ err: error }, 'warm-up failed; the server starts without it (its first requests will be slower)');
  }
}
