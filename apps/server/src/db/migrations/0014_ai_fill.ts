import { sql, type Kysely } from 'kysely';

/**
 * AI-assisted fill of an investment process (issue 17), and the durable jobs behind it.
 *
 * - jobs / job_schedules: the background-job queue of the SQLite deployment, worked in-process by
 *   SqliteJobRunner (a claim is one atomic UPDATE; a running job holds a lease it renews, so a job
 *   whose server stopped is claimed again after restart). On PostgreSQL pg-boss keeps its own
 *   schema and these two tables stay empty. Per (name, singleton_key) at most one waiting and one
 *   running job (as pg-boss's `stately` queues): two partial unique indexes.
 * - process_items.metric_key / investment_items.metric_key: a quantitative item bound to a metric of
 *   the catalogue, or a qualitative item bound to a grading rule (packages/domain/src/metrics); the
 *   binding is copied into reviews with the item.
 * - ai_fills: one row per fill asked for (who, which provider, status, message, the items left
 *   empty and why); investment_processes.ai_status mirrors the latest one (new / pending / failed /
 *   finished) and ai_processed_at its end.
 * - ai_suggestions: a proposed score/value, relevance, comment with its rationale, evidence and
 *   source, beside an item: one open suggestion per item, written over by the next fill, removed
 *   when accepted or discarded.
 * - Processes attached before this migration get ai_status 'new'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('singleton_key', 'varchar(200)')
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('retry_count', 'integer', (col) => col.notNull())
    .addColumn('retry_delay_ms', 'integer', (col) => col.notNull())
    .addColumn('retry_backoff', 'integer', (col) => col.notNull())
    .addColumn('expire_in_ms', 'integer', (col) => col.notNull())
    .addColumn('start_after', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('worker_id', 'varchar(36)')
    .addColumn('output', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['name', 'state', 'start_after']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['state', 'lease_until']).execute();
  await db.schema
    .createIndex('jobs_singleton_waiting_unique')
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .unique()
    .where(sql<boolean>`singleton_key is not null and state in ('created', 'retry')`)
    .execute();
  await db.schema
    .createIndex('jobs_singleton_active_unique')
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .unique()
    .where(sql<boolean>`singleton_key is not null and state = 'active'`)
    .execute();
  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('every_ms', 'bigint')
    .addColumn('cron', 'varchar(100)')
    .addColumn('next_run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('process_items').addColumn('metric_key', 'varchar(64)').execute();
  await db.schema.alterTable('investment_items').addColumn('metric_key', 'varchar(64)').execute();

  await db.schema
    .createTable('ai_fills')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('investment_process_id', 'varchar(36)', (col) => col.notNull().references('investment_processes.id').onDelete('cascade'))
    .addColumn('requested_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('source', 'varchar(120)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'varchar(1000)')
    .addColumn('skipped', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('ai_fills_process_idx').on('ai_fills').columns(['investment_process_id', 'created_at']).execute();

  await db.schema
    .createTable('ai_suggestions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('fill_id', 'varchar(36)', (col) => col.notNull().references('ai_fills.id').onDelete('cascade'))
    .addColumn('investment_process_id', 'varchar(36)', (col) => col.notNull().references('investment_processes.id').onDelete('cascade'))
    .addColumn('investment_item_id', 'varchar(36)', (col) => col.notNull().references('investment_items.id').onDelete('cascade'))
    .addColumn('score', 'varchar(16)')
    .addColumn('value', 'double precision')
    .addColumn('relevance', 'varchar(16)')
    .addColumn('comment', 'text')
    .addColumn('rationale', 'text', (col) => col.notNull())
    .addColumn('evidence', 'text', (col) => col.notNull())
    .addColumn('source', 'varchar(120)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ai_suggestions_item_unique').on('ai_suggestions').column('investment_item_id').unique().execute();
  await db.schema.createIndex('ai_suggestions_process_idx').on('ai_suggestions').column('investment_process_id').execute();
  await db.schema.createIndex('ai_suggestions_fill_idx').on('ai_suggestions').column('fill_id').execute();

  await sql`update investment_processes set ai_status = 'new' where ai_status is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ai_suggestions', 'ai_fills', 'job_schedules', 'jobs']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.alterTable('investment_items').dropColumn('metric_key').execute();
  await db.schema.alterTable('process_items').dropColumn('metric_key').execute();
}
