import type { Kysely } from 'kysely';

/**
 * Financial rows get the figures filings carry beyond the table's ten, and plausibility checks:
 * - investment_financials.details: JSON text of the cash flow, shares and balance-sheet figures
 *   (operating cash flow, capex, buybacks, dividends paid, diluted shares, total assets, cash,
 *   long-term debt); null when the source has none.
 * - investment_financials.under_review: JSON text, field → the reason a check flagged the figure
 *   (null or '{}' when none). A flagged figure is shown with its reason and left out of the
 *   fundamentals, screens and the AI fill until an operator confirms or corrects it.
 * - financial_figure_reviews: an operator's decision on one figure (confirm: the filed value is
 *   right; correct: use `value` instead), keyed by listing, fiscal year end and field, so it
 *   survives every reload of the reference data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('investment_financials').addColumn('under_review', 'text').execute();
  await db.schema.alterTable('investment_financials').addColumn('details', 'text').execute();
  await db.schema
    .createTable('financial_figure_reviews')
    .addColumn('exchange', 'varchar(20)', (col) => col.notNull())
    .addColumn('ticker', 'varchar(20)', (col) => col.notNull())
    .addColumn('fy_date_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('field', 'varchar(40)', (col) => col.notNull())
    .addColumn('action', 'varchar(10)', (col) => col.notNull())
    .addColumn('value', 'double precision')
    .addColumn('note', 'varchar(500)')
    .addColumn('decided_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('financial_figure_reviews_pk', ['exchange', 'ticker', 'fy_date_at', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('financial_figure_reviews').execute();
  await db.schema.alterTable('investment_financials').dropColumn('details').execute();
  await db.schema.alterTable('investment_financials').dropColumn('under_review').execute();
}
