import type { Kysely } from 'kysely';

/**
 * Daily prices from a market-data provider:
 * - prices: one end-of-day row per listed investment and trading day: the close as traded, the
 *   close adjusted for later splits and dividends (the provider's), volume, currency and source.
 * - price_events: splits (ratio_new for ratio_old shares) and cash dividends (amount per share as
 *   paid, in `currency`) per investment and ex-date.
 * - price_histories: from which day a listing's history has been read (a later read asks only for
 *   the days after its latest close; a listing with only market-day reads is read whole).
 * The latest close also becomes the investment's last price (and market cap, with its share count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prices')
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('close', 'double precision', (col) => col.notNull())
    .addColumn('adjusted_close', 'double precision')
    .addColumn('volume', 'double precision')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('prices_pk', ['investment_id', 'date'])
    .execute();
  await db.schema
    .createTable('price_events')
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('ratio_new', 'double precision')
    .addColumn('ratio_old', 'double precision')
    .addColumn('amount', 'double precision')
    .addColumn('currency', 'varchar(3)')
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('price_events_pk', ['investment_id', 'date', 'kind'])
    .execute();
  await db.schema
    .createTable('price_histories')
    .addColumn('investment_id', 'varchar(36)', (col) => col.primaryKey().references('investments.id').onDelete('cascade'))
    .addColumn('since', 'varchar(10)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_histories').execute();
  await db.schema.dropTable('price_events').execute();
  await db.schema.dropTable('prices').execute();
}
