import { sql, type Kysely } from 'kysely';

/**
 * Issue #18 (items 10, 11, 17): grades now follow one rule — each grade runs up to and including
 * its threshold, a computed upside is graded as shown (one decimal), and quantitative items may
 * grade by thresholds. The summaries screens keep per reviewed process were graded by the old
 * rule: clear them (the next run recomputes every cleared summary) and mark every screen as not
 * run, so no page shows grades of the old rule. No column changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update investment_processes set summary_at = null`.execute(db);
  await sql`update screens set investment_count = 0, aggregations = null, last_run_at = null`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the summaries are recomputed by the next run under whichever rule is deployed.
}
