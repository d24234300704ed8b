import { sql, type Kysely } from 'kysely';

/**
 * The version of the listed universe's search keys (names, tickers, ranking bands and caps): one
 * row, counted up in the same transaction as every write to them (universe.repository.ts,
 * search-ranking.repository.ts). Each server instance keeps the listed universe's search index in
 * memory and reads this version with every search, so an import on one instance reaches the
 * searches of every other at once (listed-search-index.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listed_universe_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into listed_universe_version (id, version) values (1, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listed_universe_version').execute();
}
