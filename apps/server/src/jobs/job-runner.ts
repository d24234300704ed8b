/**
 * One durable job runner for all background work of the product (AI fills, trial expiry, screen
 * refreshes): pg-boss on PostgreSQL (PgBossJobRunner), a jobs table worked in-process on SQLite
 * (SqliteJobRunner). Handlers are registered when the app is built; `start()` runs after the
 * migrations and `stop()` lets running jobs finish (up to a grace period) on shutdown.
 *
 * Guarantees of both:
 * - a sent job runs to completion once, or fails after its retries (then `onFailed` runs once);
 * - an attempt that throws is retried up to `retryLimit` times, after `retryDelaySeconds`,
 *   doubling each time with `retryBackoff`;
 * - an attempt running longer than `expireInSeconds` is aborted (its signal fires) and counts as
 *   failed;
 * - a job that was running when its server stopped or died runs again on a server that starts;
 * - jobs registered with `singletonKeys` each carry a `singletonKey`, and there is at most one
 *   waiting and one running job per name and key (pg-boss's `stately` policy): `send` answers null
 *   and adds nothing while one with the key waits, and a waiting job starts only when the running
 *   one with its key has ended.
 */
import type { JobListener, QueueDepth } from './job-events';

export interface JobContext<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the time limit passes or the runner stops before the job ends. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface JobOptions<T> {
  retryLimit: number;
  retryBackoff: boolean;
  /** The delay before the first retry (default 2 s). */
  retryDelaySeconds?: number;
  /** The time limit of one attempt. */
  expireInSeconds: number;
  /** Jobs of this name one server runs at the same time (default 1). */
  concurrency?: number;
  /** Every job of this name is sent with a singletonKey (see above); jobs without one are refused. */
  singletonKeys?: boolean;
  /** Runs once when the job has failed for good (after its last retry, or when it cannot be run). */
  onFailed?: (data: T, reason: string) => Promise<void>;
}

export interface SendOptions {
  singletonKey?: string;
}

/** Every `everyMs` (a whole number of minutes, hours dividing a day, or days on PostgreSQL) or a cron expression (UTC). */
export type ScheduleSpec = { everyMs: number } | { cron: string };

export interface JobRunner {
  readonly kind: 'sqlite' | 'pg-boss';
  register<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions<T>): void;
  /** Whether send() can queue a job now (pg-boss: only while started; the SQLite queue is a table, always). */
  readonly accepting: boolean;
  /** Queues a job; answers its id, or null when a job with the same singleton key is already waiting. */
  send<T extends object>(name: string, payload: T, options?: SendOptions): Promise<string | null>;
  /** Runs the registered job `name` (with an empty payload) on a schedule, across restarts and instances. */
  schedule(name: string, spec: ScheduleSpec): Promise<void>;
  start(): Promise<void>;
  /** Reports each attempt's outcome (completed, retry, failed) to `listener` (metrics); answers how to stop. */
  onEvent(listener: JobListener): () => void;
  /** Jobs waiting and running per registered name (metrics: queue depth). */
  depth(): Promise<QueueDepth[]>;
  /** Stops taking jobs, waits up to `graceMs` (default 10 s) for running ones, then hands the rest back to the queue. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** The message of a job that passed its time limit. */
export function timeLimitMessage(seconds: number): string {
  return `The job did not finish within its time limit of ${seconds} s`;
}

export class JobsNotRunningError extends Error {
  constructor() {
    super('Background jobs are not running');
  }
}

/** Throws unless a job is sent with a key exactly when its name is registered with singletonKeys. */
export function assertSingletonUse(name: string, options: Pick<JobOptions<object>, 'singletonKeys'>, key: string | undefined): void {
  if (options.singletonKeys && !key) throw new Error(`Jobs named ${name} are sent with a singletonKey`);
  if (!options.singletonKeys && key) throw new Error(`Jobs named ${name} are not registered with singletonKeys`);
}

export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]{0,60}$/;

export function assertJobName(name: string): void {
  if (!JOB_NAME_PATTERN.test(name)) throw new Error(`Job names are lower-case words joined by hyphens: ${name}`);
}
