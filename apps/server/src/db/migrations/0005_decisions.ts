import type { ColumnDataType, Kysely } from 'kysely';

/**
 * Decisions (issue 7).
 *
 * - trade_types: a user's decision types — timeframe and the return scale (seven thresholds in %,
 *   min and max).
 * - decisions: the draft of a review (status 'draft', draft_review_id = review_id: the unique index
 *   on draft_review_id keeps one draft per review, even under concurrent first writes; NULLs of made
 *   decisions do not collide on either database) and the made, immutable journal entries (status
 *   'made'): action, trade type (id plus a frozen copy in trade_type_data), timeframe, price and
 *   date at the moment, process_data (JSON snapshot of the attached processes), expected return
 *   and grade.
 * - decision_cells: the probability matrix — probability (%) and comment per outcome bucket,
 *   unique (decision_id, outcome).
 * - decision_notes: follow-up notes on made decisions, the only thing added to them afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const number: ColumnDataType = 'double precision';

  let tradeTypes = db.schema
    .createTable('trade_types')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('timeframe', 'varchar(16)', (col) => col.notNull());
  for (const key of ['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor', 'min_value', 'max_value']) {
    tradeTypes = tradeTypes.addColumn(key, 'integer', (col) => col.notNull());
  }
  await tradeTypes
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trade_types_user_idx').on('trade_types').columns(['user_id', 'name']).execute();

  await db.schema
    .createTable('decisions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('draft_review_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(8)')
    .addColumn('trade_type_id', 'varchar(36)', (col) => col.references('trade_types.id').onDelete('set null'))
    .addColumn('trade_type_data', 'text')
    .addColumn('timeframe', 'varchar(16)')
    .addColumn('price', number)
    .addColumn('date', 'varchar(32)')
    .addColumn('process_data', 'text')
    .addColumn('expected_return', number)
    .addColumn('expected_grade', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('decisions_draft_review_unique').on('decisions').column('draft_review_id').unique().execute();
  await db.schema.createIndex('decisions_review_created_idx').on('decisions').columns(['review_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('decisions_investment_idx').on('decisions').columns(['investment_id', 'status']).execute();
  await db.schema.createIndex('decisions_user_created_idx').on('decisions').columns(['user_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('decisions_trade_type_idx').on('decisions').column('trade_type_id').execute();

  await db.schema
    .createTable('decision_cells')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('decision_id', 'varchar(36)', (col) => col.notNull().references('decisions.id').onDelete('cascade'))
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('probability', number)
    .addColumn('comment', 'text')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('decision_cells_decision_outcome_unique').on('decision_cells').columns(['decision_id', 'outcome']).unique().execute();

  await db.schema
    .createTable('decision_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('decision_id', 'varchar(36)', (col) => col.notNull().references('decisions.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('decision_notes_decision_idx').on('decision_notes').columns(['decision_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['decision_notes', 'decision_cells', 'decisions', 'trade_types']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
