import type { Kysely } from 'kysely';

/**
 * screens.results_version: counted up in the same transaction as every write of the screen's
 * results (a run, screen-run.ts; the results forgotten when its source changes,
 * screens.repository.ts `clearResults`), the only writers of screen_results. The screen's read
 * brings it, and each server instance keeps the pages of a screen's results it has read for it
 * (screen-page-cache.ts): the same page asked again reads no results (issue 14).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').addColumn('results_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').dropColumn('results_version').execute();
}
