import type { Kysely } from 'kysely';

/** users.first_steps_dismissed_at: when the person hid the dashboard's first-run checklist (null: shown). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('first_steps_dismissed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('first_steps_dismissed_at').execute();
}
