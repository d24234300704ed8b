import { sql, type Kysely } from 'kysely';

/**
 * Market data a serious investor can trust (issue 19):
 *
 * - users.reporting_currency: the one currency totals are shown in (default AUD);
 * - fx_rates: monthly units of a currency per US dollar (the reference file, operator imports);
 * - investments.classification / sic_code: GICS for S&P 500 and ASX companies, the SEC's SIC
 *   code for other US companies; is_fund: ETFs and funds (ranked after operating companies);
 * - search ranking: search_cap (market cap in US dollars, for ranking) and search_band (a coarse,
 *   ordered rank: operating companies by market-cap band, then those without a market cap, then
 *   funds likewise) on investments and their search terms, with indexes that let a search read the
 *   best bands first and stop; the ticker becomes a search term too (ticker prefixes rank with
 *   other name matches);
 * - investment_financials: the fiscal year, EPS and DPS as filed next to the split-adjusted ones
 *   (eps, dps), the split factor and the splits behind it (JSON text), and why empty figures are
 *   empty (JSON text: field → not_applicable | not_in_source);
 * - review_estimates: the reviewer's own forecasts, one row per review and fiscal year end;
 * - reference_data: which version of the shipped reference data a database holds, so an upgrade
 *   reloads it once (docs/market-data.md);
 * - screen_results.classification: so a screen groups SIC divisions apart from GICS sectors.
 */
const OPERATING_UNKNOWN_BAND = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('reporting_currency', 'varchar(3)', (col) => col.notNull().defaultTo('AUD')).execute();

  await db.schema
    .createTable('fx_rates')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('units_per_usd', 'double precision', (col) => col.notNull())
    .addColumn('source', 'varchar(200)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('fx_rates_pk', ['currency', 'month'])
    .execute();

  for (const [column, type] of [['classification', 'varchar(8)'], ['sic_code', 'varchar(4)'], ['search_cap', 'double precision']] as const) {
    await db.schema.alterTable('investments').addColumn(column, type).execute();
  }
  await db.schema.alterTable('investments').addColumn('is_fund', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('investments').addColumn('search_band', 'integer', (col) => col.notNull().defaultTo(OPERATING_UNKNOWN_BAND)).execute();
  await db.schema.alterTable('investment_search_terms').addColumn('search_band', 'integer', (col) => col.notNull().defaultTo(OPERATING_UNKNOWN_BAND)).execute();
  await sql`update investments set is_fund = is_etf`.execute(db);
  await db.schema.createIndex('investments_search_band_name_idx').on('investments').columns(['search_band', 'search_name', 'owner_id']).execute();
  // A term range is read band by band (a probe reads every band in order and stops early), so the
  // band index serves every term search and the (term, sort_name) index of 0003 is no longer needed.
  await db.schema.createIndex('investment_search_terms_band_idx').on('investment_search_terms').columns(['search_band', 'term', 'investment_id', 'owner_id']).execute();
  await db.schema.dropIndex('investment_search_terms_term_idx').execute();
  // Tickers are search terms too (a ticker prefix ranks with the other name matches).
  await sql`
    insert into investment_search_terms (investment_id, term, owner_id, sort_name)
    select i.id, i.search_ticker, i.owner_id, i.search_name from investments i
    where i.search_ticker <> '' and not exists (select 1 from investment_search_terms t where t.investment_id = i.id and t.term = i.search_ticker)`.execute(db);

  for (const [column, type] of [
    ['fiscal_year', 'integer'], ['eps_reported', 'double precision'], ['dps_reported', 'double precision'],
    ['split_factor', 'double precision'], ['split_note', 'text'], ['unavailable', 'text'],
  ] as const) {
    await db.schema.alterTable('investment_financials').addColumn(column, type).execute();
  }

  await db.schema
    .createTable('review_estimates')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('fy_date_at', 'varchar(10)', (col) => col.notNull())
    .addColumn('sales', 'double precision')
    .addColumn('gross_profit', 'double precision')
    .addColumn('ebitda', 'double precision')
    .addColumn('ebit', 'double precision')
    .addColumn('pre_tax_income', 'double precision')
    .addColumn('npat', 'double precision')
    .addColumn('eps', 'double precision')
    .addColumn('dps', 'double precision')
    .addColumn('net_debt', 'double precision')
    .addColumn('shareholders_equity', 'double precision')
    .addColumn('editor_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('review_estimates_review_year_unique').on('review_estimates').columns(['review_id', 'fy_date_at']).unique().execute();

  await db.schema
    .createTable('reference_data')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('version', 'varchar(40)', (col) => col.notNull())
    .addColumn('loaded_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('details', 'text')
    .execute();

  await db.schema.alterTable('screen_results').addColumn('classification', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screen_results').dropColumn('classification').execute();
  await db.schema.dropTable('reference_data').ifExists().execute();
  await db.schema.dropTable('review_estimates').ifExists().execute();
  for (const column of ['fiscal_year', 'eps_reported', 'dps_reported', 'split_factor', 'split_note', 'unavailable']) {
    await db.schema.alterTable('investment_financials').dropColumn(column).execute();
  }
  await db.schema.dropIndex('investment_search_terms_band_idx').ifExists().execute();
  await db.schema.createIndex('investment_search_terms_term_idx').on('investment_search_terms').columns(['term', 'sort_name', 'investment_id', 'owner_id']).execute();
  await db.schema.dropIndex('investments_search_band_name_idx').ifExists().execute();
  await sql`delete from investment_search_terms where exists (select 1 from investments i where i.id = investment_search_terms.investment_id and i.search_ticker = investment_search_terms.term)`.execute(db);
  await db.schema.alterTable('investment_search_terms').dropColumn('search_band').execute();
  for (const column of ['classification', 'sic_code', 'search_cap', 'is_fund', 'search_band']) {
    await db.schema.alterTable('investments').dropColumn(column).execute();
  }
  await db.schema.dropTable('fx_rates').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('reporting_currency').execute();
}
