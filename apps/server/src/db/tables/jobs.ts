/** The durable job queue of the SQLite deployment (migration 0014); pg-boss keeps its own on PostgreSQL. */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON text: the payload. */
  data: string;
  /** created, retry (waiting for start_after), active (leased by worker_id until lease_until), completed, failed. */
  state: string;
  singleton_key: string | null;
  retry_limit: number;
  /** Failed attempts so far; the attempt running is retry_count + 1. */
  retry_count: number;
  retry_delay_ms: number;
  /** 1: the delay doubles with each failed attempt. */
  retry_backoff: number;
  /** The time limit of one attempt. */
  expire_in_ms: number;
  start_after: string;
  started_at: string | null;
  lease_until: string | null;
  worker_id: string | null;
  /** The last error, or what the job answered. */
  output: string | null;
  created_at: string;
  completed_at: string | null;
}

/** A recurring job: its name, every_ms or a cron expression, and when it is next due. */
export interface JobSchedulesTable {
  name: string;
  /** bigint: PostgreSQL answers it as a string; read with Number(). */
  every_ms: number | string | null;
  cron: string | null;
  next_run_at: string;
  updated_at: string;
}
