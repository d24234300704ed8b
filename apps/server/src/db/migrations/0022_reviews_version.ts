import type { Kysely } from 'kysely';

/**
 * users.reviews_version: counted up in the transaction that creates a review in the workspace this
 * user owns (their own, or their team's as its owner; reviews.repository.ts `insertOrGet`). Reviews
 * are never moved between workspaces, and are deleted only with their investment or their owner, so
 * which investments a workspace has reviewed changes only when this counts up. The session's read
 * brings it with the viewer, and each server instance keeps a workspace's review ids for it
 * (review-ids-cache.ts): a search no longer reads them on every request (issue 14).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('reviews_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reviews_version').execute();
}
