import { type Kysely } from 'kysely';

/**
 * Search no longer reads the search terms' table nor the search indexes of investments: each
 * instance matches and ranks the listed universe in memory, from the search keys kept on
 * investments (listed-search-index.ts, 0020), and reads a user's own companies by owner. The terms
 * were 92,635 rows and about 20 MB of a 31 MB database with the shipped universe, written again
 * with every import; ticker_length only served the dropped ticker index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('investment_search_terms').execute();
  await db.schema.dropIndex('investments_search_band_name_idx').execute();
  await db.schema.dropIndex('investments_search_ticker_idx').execute();
  await db.schema.alterTable('investments').dropColumn('ticker_length').execute();
}

/** The structure back, empty: the terms are not written again (no release that reads them needs this one's data). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('investments').addColumn('ticker_length', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('investments_search_ticker_idx').on('investments').columns(['ticker_length', 'search_ticker', 'exchange', 'owner_id']).execute();
  await db.schema.createIndex('investments_search_band_name_idx').on('investments').columns(['search_band', 'search_name', 'owner_id']).execute();
  await db.schema
    .createTable('investment_search_terms')
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('term', 'varchar(40)', (col) => col.notNull())
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('sort_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('search_band', 'integer', (col) => col.notNull().defaultTo(16))
    .addPrimaryKeyConstraint('investment_search_terms_pk', ['investment_id', 'term'])
    .execute();
  await db.schema.createIndex('investment_search_terms_band_idx').on('investment_search_terms').columns(['search_band', 'term', 'investment_id', 'owner_id']).execute();
}
