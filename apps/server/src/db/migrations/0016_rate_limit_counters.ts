import type { Kysely } from 'kysely';

/**
 * Rate-limit counters in the database, so that sign-in, sign-up and password limits hold across
 * several app instances on one PostgreSQL (the PostgresRateLimitStore). SQLite runs one
 * instance and counts in memory; the table exists there too for one schema on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_resets_idx').on('rate_limit_counters').column('resets_at_ms').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
