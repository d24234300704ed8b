import type { ColumnDataType, Kysely } from 'kysely';

/**
 * Screens (issue 6): a user's saved views over the investment universe scored by their processes.
 *
 * - screens: name, description, flags, the source (all | all_active | associated + the associated
 *   process), the lead process and the secondary processes (JSON text, in order), investment_count
 *   and last_run_at of the last run, and the aggregations of that run (JSON text).
 * - screen_results: what the last run selected, one row per investment, with a snapshot of the
 *   company fields that filters and sorts read (so a page never joins the universe to filter);
 *   reviewed_at is the latest change of the user's review of that company at run time.
 * - screen_result_scores: per result and per process of the screen (lead and secondary), the
 *   user's summary score and relevance, the valuation grade rank (v_poor 1 … excellent 7) and the
 *   factor grade ranks (JSON text keyed by library factor id). Filters and sorts on processes read
 *   these rows through the (screen_id, process_id, …) indexes.
 *
 * A run replaces the rows of its screen in one transaction; deleting a screen removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const number: ColumnDataType = 'double precision';
  await db.schema
    .createTable('screens')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(1024)')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('associated_process_id', 'varchar(36)', (col) => col.references('processes.id').onDelete('set null'))
    .addColumn('lead_process_id', 'varchar(36)', (col) => col.references('processes.id').onDelete('set null'))
    .addColumn('secondary_process_ids', 'text', (col) => col.notNull())
    .addColumn('investment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('aggregations', 'text')
    .addColumn('last_run_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('screens_user_position_idx').on('screens').columns(['user_id', 'position']).execute();

  await db.schema
    .createTable('screen_results')
    .addColumn('screen_id', 'varchar(36)', (col) => col.notNull().references('screens.id').onDelete('cascade'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('ticker', 'varchar(24)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('sector', 'varchar(144)')
    .addColumn('industry', 'varchar(144)')
    .addColumn('exchange', 'varchar(40)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('last_price', number)
    .addColumn('market_cap', number)
    .addColumn('figures_updated_at', 'varchar(32)')
    .addColumn('reviewed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('screen_results_pk', ['screen_id', 'investment_id'])
    .execute();
  await db.schema.createIndex('screen_results_ticker_idx').on('screen_results').columns(['screen_id', 'ticker']).execute();
  await db.schema.createIndex('screen_results_market_cap_idx').on('screen_results').columns(['screen_id', 'market_cap']).execute();
  await db.schema.createIndex('screen_results_investment_idx').on('screen_results').column('investment_id').execute();

  await db.schema
    .createTable('screen_result_scores')
    .addColumn('screen_id', 'varchar(36)', (col) => col.notNull().references('screens.id').onDelete('cascade'))
    .addColumn('process_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('score', number, (col) => col.notNull())
    .addColumn('relevance', number, (col) => col.notNull())
    .addColumn('valuation_rank', 'integer')
    .addColumn('factor_ranks', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('screen_result_scores_pk', ['screen_id', 'process_id', 'investment_id'])
    .execute();
  await db.schema.createIndex('screen_result_scores_score_idx').on('screen_result_scores').columns(['screen_id', 'process_id', 'score']).execute();
  await db.schema.createIndex('screen_result_scores_investment_idx').on('screen_result_scores').columns(['screen_id', 'investment_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['screen_result_scores', 'screen_results', 'screens']) await db.schema.dropTable(table).ifExists().execute();
}
