import type { Kysely } from 'kysely';

/**
 * screens.saved_view: the view a screen opens with (JSON text of SavedScreenView: the filters and
 * sort as the results address's query, and which column groups are open). Null: none saved, the
 * screen opens unfiltered as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').addColumn('saved_view', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').dropColumn('saved_view').execute();
}
