import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The tables a reference load or a market-data import fills in bulk. */
export const BULK_LOADED_TABLES = ['investments', 'investment_financials', 'fx_rates', 'investment_metrics'] as const satisfies readonly (keyof Database)[];

/**
 * Refreshes PostgreSQL's planner statistics of tables just filled in bulk (ANALYZE). Until
 * autovacuum gets to them, or never where it is off, the planner takes a freshly loaded table for
 * empty and picks plans that read every row: on a database filled through the API and never
 * analysed, a screen page read 1,210 buffers for one statement instead of 46 (bench/pg-statements). SQLite
 * keeps its plans, which the search indexes were designed for.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await sql`analyze ${sql.join(BULK_LOADED_TABLES.map((table) => sql.table(table)))}`.execute(db.db);
}
