import type { Kysely } from 'kysely';

/**
 * Dashboard charts: each counts one user's events of some kinds within a time window, per UTC
 * day. (user_id, kind, created_at) turns that into one index range scan per kind that never reads
 * the table for the Reviews and Edits charts (kind and created_at are in the index); the Decisions
 * chart reads details (the action) of its decision_made rows only. Measured in docs/benchmarks.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('activity_events_user_kind_created_idx').on('activity_events').columns(['user_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activity_events_user_kind_created_idx').ifExists().execute();
}
