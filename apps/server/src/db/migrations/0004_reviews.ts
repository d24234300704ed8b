import type { ColumnDataType, Kysely } from 'kysely';

/**
 * Investment reviews: one per user per investment, created on first need.
 *
 * - investment_reviews: unique (user_id, investment_id) — concurrent "first needs" insert-or-get
 *   against this index, so a review is never created twice.
 * - investment_processes: a process attached to a review, with its name and description copied so
 *   the review keeps reading the same when the library changes; process_id goes null when the
 *   library process is deleted. Unique (review_id, process_id): attaching twice is a no-op even
 *   under concurrency (several NULLs are allowed on both databases).
 * - investment_items: the copied tree (factor → checklist → question) with the scale settings and
 *   the review's own scoring (score: scale value text; value: the number of Valuation and
 *   quantitative types), relevance, comment, link and file. parent_id is null for factors.
 * - review_models: the model files of a review (media, in order).
 * - investment_notes: notes with an optional file.
 * - activity_events: the audit trail (who, what, when, details JSON text); the dashboard's Edits
 *   and Reviews charts and later the decisions read it by (user_id, created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const number: ColumnDataType = 'double precision';

  await db.schema
    .createTable('investment_reviews')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('summary', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('investment_reviews_user_investment_unique').on('investment_reviews').columns(['user_id', 'investment_id']).unique().execute();
  await db.schema.createIndex('investment_reviews_user_updated_idx').on('investment_reviews').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('investment_reviews_investment_idx').on('investment_reviews').column('investment_id').execute();

  await db.schema
    .createTable('investment_processes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('process_id', 'varchar(36)', (col) => col.references('processes.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('url', 'varchar(2048)')
    .addColumn('url_name', 'varchar(255)')
    .addColumn('media_id', 'varchar(36)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('valuation', number)
    .addColumn('editor_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('ai_status', 'varchar(16)')
    .addColumn('ai_processed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('investment_processes_review_process_unique').on('investment_processes').columns(['review_id', 'process_id']).unique().execute();
  await db.schema.createIndex('investment_processes_process_idx').on('investment_processes').column('process_id').execute();
  await db.schema.createIndex('investment_processes_media_idx').on('investment_processes').column('media_id').execute();

  await db.schema
    .createTable('investment_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('investment_process_id', 'varchar(36)', (col) => col.notNull().references('investment_processes.id').onDelete('cascade'))
    .addColumn('parent_id', 'varchar(36)', (col) => col.references('investment_items.id').onDelete('cascade'))
    .addColumn('source_item_id', 'varchar(36)', (col) => col.references('process_items.id').onDelete('set null'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('item_group', 'varchar(40)', (col) => col.notNull())
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('grade_descriptions', 'text')
    .addColumn('min_value', 'integer')
    .addColumn('max_value', 'integer')
    .addColumn('thresholds', 'text')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('score', 'varchar(16)')
    .addColumn('value', number)
    .addColumn('relevance', 'varchar(16)')
    .addColumn('comment', 'text')
    .addColumn('url', 'varchar(2048)')
    .addColumn('url_name', 'varchar(255)')
    .addColumn('media_id', 'varchar(36)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('editor_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('investment_items_process_idx').on('investment_items').columns(['investment_process_id', 'parent_id', 'position']).execute();
  await db.schema.createIndex('investment_items_parent_idx').on('investment_items').column('parent_id').execute();
  await db.schema.createIndex('investment_items_source_idx').on('investment_items').column('source_item_id').execute();
  await db.schema.createIndex('investment_items_media_idx').on('investment_items').column('media_id').execute();

  await db.schema
    .createTable('review_models')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('media_id', 'varchar(36)', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('review_models_review_idx').on('review_models').columns(['review_id', 'position']).execute();
  await db.schema.createIndex('review_models_media_idx').on('review_models').column('media_id').execute();

  await db.schema
    .createTable('investment_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('typed_text', 'text')
    .addColumn('media_id', 'varchar(36)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('investment_notes_review_idx').on('investment_notes').columns(['review_id', 'created_at']).execute();
  await db.schema.createIndex('investment_notes_media_idx').on('investment_notes').column('media_id').execute();

  await db.schema
    .createTable('activity_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('review_id', 'varchar(36)', (col) => col.references('investment_reviews.id').onDelete('set null'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.references('investments.id').onDelete('set null'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_events_user_created_idx').on('activity_events').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('activity_events_review_created_idx').on('activity_events').columns(['review_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_events', 'investment_notes', 'review_models', 'investment_items', 'investment_processes', 'investment_reviews']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
