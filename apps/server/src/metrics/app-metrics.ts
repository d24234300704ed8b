import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A connection pool's state (PostgreSQL; SQLite has one in-process connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One queue of the job runner as it stands now. */
export interface JobQueueState {
  queue: string;
  /** Jobs waiting to run (created or retrying). */
  queued: number;
  /** Jobs running now. */
  active: number;
}

export type JobOutcome = 'completed' | 'failed' | 'retried';

/** An attempt as the job runner reports it: `retry` when it failed and will run again. */
interface JobAttempt {
  type: 'completed' | 'retry' | 'failed';
  name: string;
  durationMs: number | null;
}

/** What the metrics read of a job runner (jobs/job-runner.ts): each attempt as it ends, and the queues at each scrape. */
export interface WatchedJobs {
  onEvent(listener: (event: JobAttempt) => void): () => void;
  depth(): Promise<readonly { name: string; waiting: number; active: number }[]>;
}

const OUTCOME_OF: Record<JobAttempt['type'], JobOutcome> = { completed: 'completed', failed: 'failed', retry: 'retried' };

const PREFIX = 'thesis_';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one app instance, in its own registry: HTTP requests by route and
 * status, the database pool, the job queues, and Node.js process metrics.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly durations: Histogram<'method' | 'route' | 'status_code'>;
  private readonly jobs: Counter<'queue' | 'outcome'>;
  private readonly jobSeconds: Histogram<'queue'>;
  private readQueues: (() => Promise<readonly JobQueueState[]>) | null = null;

  constructor(options: { pool?: (() => PoolStats | null) | undefined }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by route template and status', labelNames: ['method', 'route', 'status_code'], registers });
    this.durations = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer HTTP requests, by route template and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.jobs = new Counter({ name: `${PREFIX}jobs_finished_total`, help: 'Background job attempts, by queue and outcome', labelNames: ['queue', 'outcome'], registers });
    this.jobSeconds = new Histogram({ name: `${PREFIX}job_duration_seconds`, help: 'Background job attempt durations, by queue', labelNames: ['queue'], buckets: [0.1, 0.5, 1, 5, 15, 60, 300], registers });
    const readQueues = () => this.readQueues?.() ?? Promise.resolve([]);
    new Gauge({
      name: `${PREFIX}job_queue_depth`,
      help: 'Background jobs waiting (state=queued) or running (state=active), by queue',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        // A queue that cannot be read (database down) shows no samples rather than failing the scrape.
        const states = await readQueues().catch(() => []);
        for (const state of states) {
          this.set({ queue: state.queue, state: 'queued' }, state.queued);
          this.set({ queue: state.queue, state: 'active' }, state.active);
        }
      },
    });
    const pool = options.pool;
    if (pool) {
      new Gauge({
        name: `${PREFIX}db_pool_connections`,
        help: 'Database pool connections: open (total), idle, and requests waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = pool();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
  }

  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status_code: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /**
   * Counts every attempt the runner reports (by queue and outcome, with its duration) and reads its
   * queues at each scrape. A failure learnt from the queue alone (a job of a server that died) has
   * no duration and is only counted.
   */
  watchJobs(jobs: WatchedJobs): void {
    jobs.onEvent((event) => {
      this.jobs.inc({ queue: event.name, outcome: OUTCOME_OF[event.type] });
      if (event.durationMs !== null) this.jobSeconds.observe({ queue: event.name }, event.durationMs / 1000);
    });
    this.readQueues = async () => (await jobs.depth()).map((depth) => ({ queue: depth.name, queued: depth.waiting, active: depth.active }));
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
