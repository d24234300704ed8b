import { sql, type Kysely } from 'kysely';

/**
 * Screens, one row per company (issue 6 benchmark). A run used to write one screen_results row per
 * company and one screen_result_scores row per company and process; on PostgreSQL writing those
 * 40,000 rows for 10,000 companies alone cost more than the 1 s a run may take. Now a run writes
 * one row per company, computed in one INSERT … SELECT:
 *
 * - the company snapshot, as before, plus its type (a page no longer joins the universe);
 * - lead_score, lead_relevance, lead_valuation_rank: the lead process's values, indexed for the
 *   default order (lead score, best first) and the filters that read them;
 * - scores: JSON text, process id → { score, relevance, valuation_rank, factors: { library factor
 *   id → grade rank } } for every process of the screen the company's review has.
 *
 * The run no longer reads every factor of the user's reviews either: each reviewed process keeps
 * its summary in investment_processes (summary_score, summary_relevance, summary_factor_ranks —
 * JSON text, library factor id → grade rank — and summary_valuation_rank, the grade rank of its
 * first graded Valuation factor). A write to its items clears summary_at; a run recomputes the
 * summaries it finds cleared with the domain rules, and those that depend on the price (a Valuation
 * factor: summary_priced = 1) when the investment changed after summary_at.
 *
 * There is no foreign key to investments (investments are never deleted; the run selects only
 * existing ones). Results of earlier runs are not carried over: each screen is "Never run"
 * until it is run again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('screen_result_scores').ifExists().execute();
  await db.schema.dropTable('screen_results').ifExists().execute();
  await db.schema
    .createTable('screen_results')
    .addColumn('screen_id', 'varchar(36)', (col) => col.notNull().references('screens.id').onDelete('cascade'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('ticker', 'varchar(24)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('sector', 'varchar(144)')
    .addColumn('industry', 'varchar(144)')
    .addColumn('exchange', 'varchar(40)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('last_price', 'double precision')
    .addColumn('market_cap', 'double precision')
    .addColumn('figures_updated_at', 'varchar(32)')
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('lead_score', 'double precision')
    .addColumn('lead_relevance', 'double precision')
    .addColumn('lead_valuation_rank', 'integer')
    .addColumn('scores', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('screen_results_pk', ['screen_id', 'investment_id'])
    .execute();
  await db.schema.createIndex('screen_results_lead_score_idx').on('screen_results').columns(['screen_id', 'lead_score']).execute();
  const summary: [string, 'double precision' | 'integer' | 'text' | 'varchar(32)'][] = [
    ['summary_score', 'double precision'], ['summary_relevance', 'double precision'], ['summary_factor_ranks', 'text'],
    ['summary_valuation_rank', 'integer'], ['summary_priced', 'integer'], ['summary_at', 'varchar(32)'],
  ];
  for (const [column, type] of summary) await db.schema.alterTable('investment_processes').addColumn(column, type).execute();
  await sql`update screens set investment_count = 0, aggregations = null, last_run_at = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['summary_score', 'summary_relevance', 'summary_factor_ranks', 'summary_valuation_rank', 'summary_priced', 'summary_at']) {
    await db.schema.alterTable('investment_processes').dropColumn(column).execute();
  }
  await db.schema.dropTable('screen_results').ifExists().execute();
}
