import { z } from 'zod';

/** The connectors an operator can watch and run. */
export const DATA_SOURCE_IDS = ['sec', 'prices'] as const;
export type DataSourceId = (typeof DATA_SOURCE_IDS)[number];

export const SYNC_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export const SYNC_TRIGGERS = ['cli', 'schedule', 'operator'] as const;

/** One run of a connector: how far it got and what failed, with the reason of each failure. */
export const syncRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(SYNC_TRIGGERS),
  status: z.enum(SYNC_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Companies (or securities) to handle; null until the run has listed them. */
  total: z.number().int().nullable(),
  done: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ key: z.string(), reason: z.string() })),
  /** Why the run stopped, when it failed as a whole. */
  message: z.string().nullable(),
});
export type SyncRunView = z.infer<typeof syncRunSchema>;

export const dataSourceSchema = z.object({
  id: z.enum(DATA_SOURCE_IDS),
  name: z.string(),
  description: z.string(),
  /** False until the operator has set what the source needs; `setup` then says what. */
  configured: z.boolean(),
  setup: z.string().nullable(),
  /** Cron expression (UTC) of the scheduled run; null when it is not scheduled. */
  schedule: z.string().nullable(),
  next_run_at: z.string().nullable(),
  running: z.boolean(),
  runs: z.array(syncRunSchema),
  /** SEC filers by the outcome of their last sync (null for other sources). */
  filers: z.object({ synced: z.number().int(), skipped: z.number().int(), failed: z.number().int() }).nullable(),
});
export type DataSourceView = z.infer<typeof dataSourceSchema>;
