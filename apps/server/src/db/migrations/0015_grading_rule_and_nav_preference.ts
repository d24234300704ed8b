import { sql, type Kysely } from 'kysely';

/**
 * Issue #18 (items 3, 10, 11, 17).
 *
 * Item 3: users.side_nav_collapsed keeps each user's choice of a collapsed side navigation (0/1),
 * so it survives a reload and follows the user to another browser.
 *
 * Items 10, 11, 17: grades now follow one rule — each grade runs up to and including
 * its threshold, a computed upside is graded as shown (one decimal), and quantitative items may
 * grade by thresholds. The summaries screens keep per reviewed process were graded by the old
 * rule: clear them (the next run recomputes every cleared summary) and mark every screen as not
 * run, so no page shows grades of the old rule. No column changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('side_nav_collapsed', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update investment_processes set summary_at = null`.execute(db);
  await sql`update screens set investment_count = 0, aggregations = null, last_run_at = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('side_nav_collapsed').execute();
  // The summaries need no undoing: the next run recomputes them under whichever rule is deployed.
}
