import type { Kysely } from 'kysely';

/**
 * Market data kept current by connectors:
 * - investment_financials.filings: JSON text, figure → the filing it was read from ("accession
 *   form filed concept"); null for rows from the shipped files and imports.
 * - sec_filers: one row per SEC registrant a sync has read: the latest annual filing it saw (an
 *   incremental sync skips a filer with nothing newer), when, and the outcome with its reason.
 * - data_sync_runs: each run of a connector (who, when, how far, counts and failures) for the
 *   operator's status page and the CLI.
 * - data_sync_locks: the run that holds each source; a run renews its heartbeat and another may
 *   take over only when it has lapsed, so one instance syncs a source at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('investment_financials').addColumn('filings', 'text').execute();
  await db.schema
    .createTable('sec_filers')
    .addColumn('cik', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('ticker', 'varchar(24)')
    .addColumn('exchange', 'varchar(20)')
    .addColumn('last_filed', 'varchar(10)')
    .addColumn('last_accession', 'varchar(25)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('years', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('synced_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('data_sync_runs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('trigger', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('total', 'integer')
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures', 'text')
    .addColumn('message', 'varchar(500)')
    .execute();
  await db.schema
    .createTable('data_sync_locks')
    .addColumn('source', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('run_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('heartbeat_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('data_sync_runs_source_started').on('data_sync_runs').columns(['source', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_sync_locks').execute();
  await db.schema.dropTable('data_sync_runs').execute();
  await db.schema.dropTable('sec_filers').execute();
  await db.schema.alterTable('investment_financials').dropColumn('filings').execute();
}
