import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromJson, toJson } from '../db/values';
import { newId } from '../lib/crypto';
import { JobEvents, type JobListener, type QueueDepth } from './job-events';
import { type JobHandler, type JobOptions, type JobRunner, type ScheduleSpec, type SendOptions } from './job-runner';
import { JobRegistry, type JobDefinition as Definition } from './job-registry';
import { JobsRepository, type JobRow } from './jobs.repository';
import { errorMessage, retryDelayMs, runAttempt } from './run-attempt';
import { assertSchedule, nextRunAt, scheduleSpecOf } from './schedule';

export interface JobLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface SqliteJobRunnerOptions {
  log: JobLogger;
  /** How often the queue is read when idle (default 1 s; a send is picked up at once). */
  pollMs?: number;
  /** How long a claim holds without being renewed (default 30 s): a job of a dead server runs again after it. */
  leaseMs?: number;
  /** Finished jobs are kept this long (default 7 days). */
  keepMs?: number;
}

interface Running {
  name: string;
  interrupt: AbortController;
  released: boolean;
  done: Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The SQLite job runner: jobs live in the `jobs` table (migration 0014) and this process works
 * them. A claim is one atomic UPDATE that leases the job to this runner; the lease is renewed while
 * the handler runs, so after a crash the job is claimed again once its lease has run out (a
 * graceful stop hands unfinished jobs back at once). See JobRunner for the guarantees.
 */
export class SqliteJobRunner implements JobRunner {
  readonly accepting = true;
  readonly kind = 'sqlite' as const;
  private readonly repository: JobsRepository;
  private readonly workerId = newId();
  private readonly definitions = new JobRegistry();
  private readonly wantedSchedules = new Map<string, ScheduleSpec>();
  private readonly running = new Map<string, Running>();
  private readonly events = new JobEvents();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly keepMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private lastPrune = 0;

  constructor(db: Kysely<Database>, private readonly options: SqliteJobRunnerOptions) {
    this.repository = new JobsRepository(db);
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.keepMs = options.keepMs ?? 7 * 86_400_000;
  }

  register<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions<T>): void {
    this.definitions.register(name, handler, options);
  }

  async send<T extends object>(name: string, payload: T, options: SendOptions = {}): Promise<string | null> {
    const definition = this.definitions.forSend(name, options.singletonKey);
    const now = iso(Date.now());
    const id = await this.repository.enqueue({
      id: newId(),
      name,
      data: toJson(payload),
      singleton_key: options.singletonKey ?? null,
      retry_limit: definition.options.retryLimit,
      retry_delay_ms: Math.round((definition.options.retryDelaySeconds ?? 2) * 1000),
      retry_backoff: definition.options.retryBackoff ? 1 : 0,
      expire_in_ms: Math.round(definition.options.expireInSeconds * 1000),
      start_after: now,
      created_at: now,
    });
    if (id) this.nudge();
    return id;
  }

  async schedule(name: string, spec: ScheduleSpec): Promise<void> {
    this.definitions.get(name);
    assertSchedule(spec);
    this.wantedSchedules.set(name, spec);
    if (this.started) await this.saveSchedules();
  }

  onEvent(listener: JobListener): () => void {
    return this.events.on(listener);
  }

  depth(): Promise<QueueDepth[]> {
    return this.repository.depth(this.definitions.names());
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    await this.saveSchedules();
    this.nudge();
  }

  async stop(options: { graceMs?: number } = {}): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    const running = [...this.running.values()];
    const grace = new Promise<void>((resolve) => setTimeout(resolve, options.graceMs ?? 10_000).unref());
    await Promise.race([Promise.all(running.map((job) => job.done)), grace]);
    const now = iso(Date.now());
    for (const [id, job] of this.running) {
      job.released = true;
      job.interrupt.abort(new Error('The server stopped before the job finished'));
      await this.repository.release(id, this.workerId, now);
    }
    await Promise.all(running.map((job) => job.done));
    this.started = false;
  }

  /** Saves the wanted schedules: a new one is due at once (every) or at its next time (cron); a changed one restarts. */
  private async saveSchedules(): Promise<void> {
    const stored = new Map((await this.repository.schedules()).map((row) => [row.name, row]));
    const now = new Date();
    for (const [name, spec] of this.wantedSchedules) {
      const row = stored.get(name);
      const every = 'everyMs' in spec ? spec.everyMs : null;
      const cron = 'cron' in spec ? spec.cron : null;
      const same = row !== undefined && row.cron === cron && (row.every_ms === null ? every === null : Number(row.every_ms) === every);
      if (same) continue;
      const next = every !== null ? now : nextRunAt(spec, now);
      await this.repository.saveSchedule({ name, every_ms: every, cron, next_run_at: next.toISOString(), updated_at: now.toISOString() });
    }
  }

  private nudge(): void {
    if (!this.started || this.stopping) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
      if (this.stopping) return;
      if (this.tickAgain) {
        this.tickAgain = false;
        this.nudge();
      } else {
        this.timer = setTimeout(() => this.nudge(), this.pollMs);
        this.timer.unref();
      }
    });
  }

  private async tick(): Promise<void> {
    try {
      await this.recoverExpired();
      await this.enqueueDueSchedules();
      for (const [name, definition] of this.definitions.entries()) {
        const slots = (definition.options.concurrency ?? 1) - [...this.running.values()].filter((job) => job.name === name).length;
        for (let slot = 0; slot < slots && !this.stopping; slot += 1) {
          const now = Date.now();
          const row = await this.repository.claim(name, this.workerId, iso(now), iso(now + this.leaseMs));
          if (!row) break;
          this.launch(row, definition);
        }
      }
      if (Date.now() - this.lastPrune > 3_600_000) {
        this.lastPrune = Date.now();
        await this.repository.prune(iso(Date.now() - this.keepMs));
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'The job queue could not be read');
    }
  }

  private launch(row: JobRow, definition: Definition): void {
    const interrupt = new AbortController();
    const job: Running = { name: row.name, interrupt, released: false, done: Promise.resolve() };
    const heartbeat = setInterval(() => {
      this.repository
        .renew(row.id, this.workerId, iso(Date.now() + this.leaseMs))
        .then((held) => {
          if (!held) interrupt.abort(new Error('The job was taken over after its lease ran out'));
        })
        .catch((error: unknown) => this.options.log.warn({ err: error, job: row.id }, 'A job lease could not be renewed'));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    const context = { id: row.id, name: row.name, data: fromJson<object>(row.data, {}), attempt: row.retry_count + 1 };
    const started = Date.now();
    job.done = runAttempt(definition.handler, context, row.expire_in_ms / 1000, interrupt.signal)
      .then(async () => {
        if (job.released || !(await this.repository.complete(row.id, this.workerId, iso(Date.now())))) return;
        this.events.emit({ type: 'completed', name: row.name, attempt: context.attempt, durationMs: Date.now() - started });
      })
      .catch(async (error: unknown) => {
        if (!job.released) await this.recordFailure(row, definition, { workerId: this.workerId }, errorMessage(error));
      })
      .catch((error: unknown) => this.options.log.error({ err: error, job: row.id }, 'A job result could not be saved'))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(row.id);
        this.nudge();
      });
    this.running.set(row.id, job);
  }

  /** A failed attempt: retried after its delay, or failed for good (then onFailed runs). */
  private async recordFailure(row: JobRow, definition: Definition, owner: { workerId: string } | { expiredBefore: string }, reason: string): Promise<void> {
    const failures = row.retry_count + 1;
    const now = Date.now();
    const retryAt = failures <= row.retry_limit ? iso(now + retryDelayMs(row.retry_delay_ms, row.retry_backoff === 1, failures)) : null;
    if (!(await this.repository.fail(row.id, owner, iso(now), reason, retryAt))) return;
    const durationMs = row.started_at ? now - Date.parse(row.started_at) : null;
    this.events.emit({ type: retryAt ? 'retry' : 'failed', name: row.name, attempt: failures, durationMs, reason });
    this.options.log.warn({ job: row.id, name: row.name, attempt: failures, retry_at: retryAt, reason }, retryAt ? 'A job attempt failed; it will be retried' : 'A job failed');
    if (!retryAt && definition.options.onFailed) {
      await definition.options.onFailed(fromJson<object>(row.data, {}), reason).catch((error: unknown) => this.options.log.error({ err: error, job: row.id }, 'The failure handler of a job failed'));
    }
  }

  /** Jobs whose lease ran out (their server stopped or died) count one failed attempt and run again. */
  private async recoverExpired(): Promise<void> {
    const now = iso(Date.now());
    for (const row of await this.repository.expired(this.definitions.names(), now)) {
      if (this.running.has(row.id)) continue;
      await this.recordFailure(row, this.definitions.get(row.name), { expiredBefore: now }, 'The server running the job stopped before it finished');
    }
  }

  private async enqueueDueSchedules(): Promise<void> {
    const now = new Date();
    for (const row of await this.repository.schedules()) {
      const spec = scheduleSpecOf(row);
      if (!spec || !this.wantedSchedules.has(row.name) || !this.definitions.has(row.name) || row.next_run_at > now.toISOString()) continue;
      if (!(await this.repository.advanceSchedule(row.name, row.next_run_at, nextRunAt(spec, now).toISOString(), now.toISOString()))) continue;
      await this.send(row.name, {}, this.definitions.get(row.name).options.singletonKeys ? { singletonKey: 'schedule' } : {});
    }
  }
}
