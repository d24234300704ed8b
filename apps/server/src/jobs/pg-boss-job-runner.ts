import PgBoss from 'pg-boss';
import { newId } from '../lib/crypto';
import { JobEvents, type JobListener, type QueueDepth } from './job-events';
import { JobsNotRunningError, type JobHandler, type JobOptions, type JobRunner, type ScheduleSpec, type SendOptions } from './job-runner';
import { JobRegistry, type JobDefinition as Definition } from './job-registry';
import { JobLeases } from './pg-boss-leases';
import { errorMessage, runAttempt } from './run-attempt';
import { assertSchedule, intervalToCron } from './schedule';
import type { JobLogger } from './sqlite-job-runner';

export interface PgBossJobRunnerOptions {
  url: string;
  /** pg-boss's own schema (created on start): `pgboss`, or `<DATABASE_SCHEMA>_jobs`. */
  schema: string;
  log: JobLogger;
  /** How often each worker looks for jobs (default 1 s; pg-boss allows 0.5 s at least). */
  pollMs?: number;
  /** Connections of pg-boss's pool (default 4). */
  poolMax?: number;
  /** How often pg-boss expires jobs past their time limit and archives old ones (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How long a running job's lease holds without being renewed (default 30 s): a job of a dead instance is retried after it. */
  leaseMs?: number;
}

/** The reason recorded for a job whose instance died while running it. */
export const LAPSED_JOB_MESSAGE = 'The server running the job stopped before it finished';

/** pg-boss's own time limit sits this far behind ours, so ours (which aborts the handler) fires first. */
const PG_BOSS_EXPIRE_MARGIN_SECONDS = 5;

function failureReason(output: unknown): string {
  const value = (output as { value?: unknown } | null)?.value ?? output;
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'The job failed';
}

/**
 * The PostgreSQL job runner: pg-boss 10 in its own schema. Several app instances share the queue:
 * each job is fetched by one worker (SELECT … FOR UPDATE SKIP LOCKED), queues of keyed jobs use
 * pg-boss's `stately` policy (one waiting and one running job per singleton key), a job of an instance that
 * died is failed (and so retried) by another instance once its lease lapses (JobLeases), and a job
 * that fails for good goes to the dead-letter queue `<name>-failed`, whose worker runs `onFailed` once.
 */
export class PgBossJobRunner implements JobRunner {
  readonly kind = 'pg-boss' as const;
  private boss: PgBoss | null = null;
  private readonly definitions = new JobRegistry();
  private readonly schedules = new Map<string, string>();
  private readonly running = new Set<AbortController>();
  private readonly events = new JobEvents();
  private readonly leaseMs: number;
  private leases: JobLeases | null = null;
  private leaseTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PgBossJobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? 30_000;
  }

  get accepting(): boolean {
    return Boolean(this.boss);
  }

  register<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions<T>): void {
    this.definitions.register(name, handler, options);
  }

  async send<T extends object>(name: string, payload: T, options: SendOptions = {}): Promise<string | null> {
    this.definitions.forSend(name, options.singletonKey);
    if (!this.boss) throw new JobsNotRunningError();
    return this.boss.send(name, payload, options.singletonKey ? { singletonKey: options.singletonKey } : {});
  }

  async schedule(name: string, spec: ScheduleSpec): Promise<void> {
    this.definitions.get(name);
    assertSchedule(spec);
    const cron = 'cron' in spec ? spec.cron : intervalToCron(spec.everyMs);
    this.schedules.set(name, cron);
    if (this.boss) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  onEvent(listener: JobListener): () => void {
    return this.events.on(listener);
  }

  async depth(): Promise<QueueDepth[]> {
    const boss = this.boss;
    if (!boss) throw new JobsNotRunningError();
    const out: QueueDepth[] = [];
    for (const name of this.definitions.names()) {
      const waiting = (await boss.getQueueSize(name, { before: 'active' })) ?? 0;
      const unfinished = (await boss.getQueueSize(name, { before: 'completed' })) ?? 0;
      out.push({ name, waiting, active: Math.max(0, unfinished - waiting) });
    }
    return out;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({
      connectionString: this.options.url,
      schema: this.options.schema,
      max: this.options.poolMax ?? 4,
      application_name: 'thesis-jobs',
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 60,
    });
    boss.on('error', (error) => this.options.log.error({ err: error }, 'The job queue reported an error'));
    await boss.start();
    const leases = new JobLeases(boss.getDb(), this.options.schema, newId(), this.leaseMs);
    await leases.create();
    this.leases = leases;
    const pollingIntervalSeconds = Math.max(0.5, (this.options.pollMs ?? 1000) / 1000);
    for (const [name, definition] of this.definitions.entries()) {
      const { options } = definition;
      const deadLetter = `${name}-failed`;
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 2 });
      const queue = {
        name,
        retryLimit: options.retryLimit,
        retryDelay: Math.max(1, Math.round(options.retryDelaySeconds ?? 2)),
        retryBackoff: options.retryBackoff,
        expireInSeconds: Math.ceil(options.expireInSeconds) + PG_BOSS_EXPIRE_MARGIN_SECONDS,
        deadLetter,
        // stately: one waiting and one running job per singleton key. Without keys it would hold the
        // whole queue to one job, so only queues whose jobs all carry a key use it.
        policy: options.singletonKeys ? ('stately' as const) : ('standard' as const),
      };
      // createQueue leaves an existing queue as it is; updateQueue applies today's options to it.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
      for (let worker = 0; worker < (options.concurrency ?? 1); worker += 1) {
        await boss.work<object>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, async ([job]) => {
          if (job) await this.run(definition, job);
        });
      }
      const onFailed = options.onFailed;
      await boss.work<object>(deadLetter, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        this.options.log.warn({ job: job.id, name, reason: failureReason(job.output) }, 'A job failed');
        this.events.emit({ type: 'failed', name, attempt: 0, durationMs: null, reason: failureReason(job.output) });
        await onFailed?.(job.data, failureReason(job.output));
      });
    }
    for (const [name, cron] of this.schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    this.boss = boss;
    await this.keepLeases(boss, leases);
    this.leaseTimer = setInterval(() => void this.keepLeases(boss, leases), this.leaseMs / 3);
    this.leaseTimer.unref();
  }

  /** Renews this instance's leases, then fails the jobs of instances that stopped renewing theirs (pg-boss retries them). */
  private async keepLeases(boss: PgBoss, leases: JobLeases): Promise<void> {
    try {
      await leases.renew();
      for (const lapsed of await leases.takeLapsed()) {
        this.options.log.warn({ job: lapsed.jobId, name: lapsed.name }, 'A job of a server that stopped is handed back to the queue');
        await boss.fail(lapsed.name, lapsed.jobId, { message: LAPSED_JOB_MESSAGE });
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'The leases of running jobs could not be kept');
    }
  }

  async stop(options: { graceMs?: number } = {}): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    clearInterval(this.leaseTimer);
    const graceMs = options.graceMs ?? 10_000;
    // After the grace period the handlers still running are aborted: pg-boss records the attempt as
    // failed and the job is retried by an instance that is (or starts) running.
    const timer = setTimeout(() => {
      for (const controller of this.running) controller.abort(new Error('The server stopped before the job finished'));
    }, graceMs);
    try {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs + 2000 });
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(definition: Definition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const interrupt = new AbortController();
    this.running.add(interrupt);
    const started = Date.now();
    const attempt = job.retryCount + 1;
    const leases = this.leases;
    try {
      await leases?.take(job.id, job.name);
      await runAttempt(definition.handler, { id: job.id, name: job.name, data: job.data, attempt }, definition.options.expireInSeconds, interrupt.signal);
      this.events.emit({ type: 'completed', name: job.name, attempt, durationMs: Date.now() - started });
    } catch (error) {
      this.options.log.warn({ job: job.id, name: job.name, attempt, reason: errorMessage(error) }, 'A job attempt failed');
      // A last attempt is reported failed by the dead-letter worker (which also sees jobs of dead instances).
      if (job.retryCount < job.retryLimit) this.events.emit({ type: 'retry', name: job.name, attempt, durationMs: Date.now() - started, reason: errorMessage(error) });
      throw error;
    } finally {
      this.running.delete(interrupt);
      await leases?.release(job.id).catch((error: unknown) => this.options.log.error({ err: error, job: job.id }, 'The lease of a job could not be released'));
    }
  }
}
