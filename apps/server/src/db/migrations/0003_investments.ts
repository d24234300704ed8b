import { PostgresAdapter, sql, type ColumnDataType, type Expression, type Kysely } from 'kysely';

/**
 * The investment universe: listed companies (from the reference data or a market-data import) and
 * users' own unlisted companies, their search terms, and their financial rows.
 *
 * Search is designed for one- to three-letter queries on a large universe: every step of it reads
 * an index in the order of the answer and stops after `limit` rows, so its cost does not grow
 * with the number of matches. Tickers: (ticker_length, search_ticker) — for each length, a
 * prefix range. Names: `investment_search_terms` holds one row per (name word, investment) with
 * the name's sort key, so a word prefix is a range of (term, sort_name).
 * Search keys are ASCII and compared bytewise: on PostgreSQL they use the "C" collation so a
 * prefix range [q, q || '~') is exact whatever the database's default collation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const searchKey = (length: number): Expression<unknown> =>
    postgres ? sql`varchar(${sql.raw(String(length))}) collate "C"` : sql`varchar(${sql.raw(String(length))})`;
  const money: ColumnDataType = 'double precision';

  await db.schema
    .createTable('investments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('exchange', 'varchar(40)')
    .addColumn('ticker', 'varchar(24)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('owner_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('local_fx', 'varchar(3)')
    .addColumn('reporting_fx', 'varchar(3)')
    .addColumn('sector_l1', 'varchar(144)')
    .addColumn('sector_l3', 'varchar(144)')
    .addColumn('description', 'text')
    .addColumn('is_etf', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('year_end', 'varchar(10)')
    .addColumn('last_price', money)
    .addColumn('issued_shares', money)
    .addColumn('market_cap', money)
    .addColumn('figures_updated_at', 'varchar(32)')
    .addColumn('search_ticker', searchKey(24), (col) => col.notNull())
    .addColumn('ticker_length', 'integer', (col) => col.notNull())
    .addColumn('search_name', searchKey(255), (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Literal predicates: the upserts name them in ON CONFLICT … WHERE to infer these indexes.
  await db.schema
    .createIndex('investments_listed_unique')
    .on('investments')
    .columns(['exchange', 'ticker'])
    .unique()
    .where(sql.ref('type'), '=', sql.lit('listed'))
    .execute();
  await db.schema
    .createIndex('investments_custom_unique')
    .on('investments')
    .columns(['owner_id', 'ticker'])
    .unique()
    .where(sql.ref('type'), '=', sql.lit('custom'))
    .execute();
  // Ticker search walks lengths in order (exact, then one longer, …): each step is a range scan
  // of this index in (ticker, exchange) order that stops after `limit` rows.
  await db.schema
    .createIndex('investments_search_ticker_idx')
    .on('investments')
    .columns(['ticker_length', 'search_ticker', 'exchange', 'owner_id'])
    .execute();
  await db.schema.createIndex('investments_search_name_idx').on('investments').columns(['search_name', 'owner_id']).execute();
  // Partial, so that "owner_id IS NULL" (every listed row) never looks selective to a planner.
  await db.schema.createIndex('investments_owner_idx').on('investments').column('owner_id').where(sql.ref('owner_id'), 'is not', null).execute();

  await db.schema
    .createTable('investment_search_terms')
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('term', searchKey(40), (col) => col.notNull())
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('sort_name', searchKey(255), (col) => col.notNull())
    .addPrimaryKeyConstraint('investment_search_terms_pk', ['investment_id', 'term'])
    .execute();
  await db.schema
    .createIndex('investment_search_terms_term_idx')
    .on('investment_search_terms')
    .columns(['term', 'sort_name', 'investment_id', 'owner_id'])
    .execute();

  await db.schema
    .createTable('investment_financials')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('fy_date_at', 'varchar(10)', (col) => col.notNull())
    .addColumn('sales', money)
    .addColumn('gross_profit', money)
    .addColumn('ebitda', money)
    .addColumn('ebit', money)
    .addColumn('pre_tax_income', money)
    .addColumn('npat', money)
    .addColumn('eps', money)
    .addColumn('dps', money)
    .addColumn('net_debt', money)
    .addColumn('shareholders_equity', money)
    .addColumn('source', 'varchar(200)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('investment_financials_unique')
    .on('investment_financials')
    .columns(['investment_id', 'kind', 'fy_date_at'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['investment_financials', 'investment_search_terms', 'investments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
