import type { Kysely } from 'kysely';

/**
 * The user's library of processes and reusable items (factors, checklists, questions), and the
 * template library (rows with is_template = 1, no owner and a stable template_key).
 *
 * - processes: one per process; the user's default is users.default_process_id.
 * - process_items: factors, checklists and questions in one table (`kind`), one shape (spec §3).
 *   Scale settings by type: grade_descriptions (JSON text) for qualitative types, min_value /
 *   max_value for numeric types, thresholds (JSON text, valuation keys) for Valuation.
 * - process_factors: process → factor links; item_children: factor → checklist and
 *   checklist → question links. Both are many-to-many with a position (0-based) under the parent.
 * - source_id: the process or item a row was copied from (templates or the user's own); no
 *   foreign key, so deleting the source leaves the copy alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('processes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_template', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('template_key', 'varchar(200)')
    .addColumn('source_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('processes_user_idx').on('processes').columns(['user_id', 'position']).execute();
  await db.schema.createIndex('processes_template_idx').on('processes').column('is_template').execute();
  await db.schema.createIndex('processes_template_key_unique').on('processes').column('template_key').unique().execute();

  await db.schema
    .createTable('process_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('item_group', 'varchar(40)', (col) => col.notNull().defaultTo('Financial'))
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('grade_descriptions', 'text')
    .addColumn('min_value', 'integer')
    .addColumn('max_value', 'integer')
    .addColumn('thresholds', 'text')
    .addColumn('relevance', 'varchar(16)')
    .addColumn('url', 'varchar(2048)')
    .addColumn('url_name', 'varchar(255)')
    .addColumn('media_id', 'varchar(36)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_template', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('template_key', 'varchar(200)')
    .addColumn('source_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('process_items_user_kind_idx').on('process_items').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('process_items_template_idx').on('process_items').columns(['is_template', 'kind']).execute();
  await db.schema.createIndex('process_items_template_key_unique').on('process_items').column('template_key').unique().execute();
  await db.schema.createIndex('process_items_media_idx').on('process_items').column('media_id').execute();

  await db.schema
    .createTable('process_factors')
    .addColumn('parent_id', 'varchar(36)', (col) => col.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('child_id', 'varchar(36)', (col) => col.notNull().references('process_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('process_factors_pk', ['parent_id', 'child_id'])
    .execute();
  await db.schema.createIndex('process_factors_child_idx').on('process_factors').column('child_id').execute();

  await db.schema
    .createTable('item_children')
    .addColumn('parent_id', 'varchar(36)', (col) => col.notNull().references('process_items.id').onDelete('cascade'))
    .addColumn('child_id', 'varchar(36)', (col) => col.notNull().references('process_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('item_children_pk', ['parent_id', 'child_id'])
    .execute();
  await db.schema.createIndex('item_children_child_idx').on('item_children').column('child_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['item_children', 'process_factors', 'process_items', 'processes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
