import type { Kysely } from 'kysely';

/**
 * The portfolio: one holding per user per investment (unique (user_id, investment_id)) with its
 * number of shares (units, may be fractional). Value, weight and totals are computed when read,
 * from the investment's last price, so they never go stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portfolio_investments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('shares_count', 'double precision', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('portfolio_investments_user_investment_unique')
    .on('portfolio_investments')
    .columns(['user_id', 'investment_id'])
    .unique()
    .execute();
  await db.schema.createIndex('portfolio_investments_investment_idx').on('portfolio_investments').column('investment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portfolio_investments').ifExists().execute();
}
