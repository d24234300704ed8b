import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

/**
 * Subscriptions (issue #16).
 *
 * - subscriptions: one row per user who ever held a plan: the stored paid plan (free, investor,
 *   proInvestor), its interval and status (Stripe's statuses; local and operator plans are
 *   `active`), the Stripe customer, subscription, item and price, the current period's end and
 *   cancel_at_period_end. stripe_event_at is the `created` time of the last subscription event
 *   applied, so an older event arriving late never overwrites a newer state.
 * - billing_events: every Stripe webhook event id, recorded once (a replay changes nothing).
 * - billing_history: plan changes and payments a user sees on /billing; amount in minor units.
 * - trial_notices: the trial's "ends in 3 days" and "has ended" moments, one row each per user
 *   (unique), claimed before anything is done so each happens once even with several instances;
 *   mailed_at is when its e-mail went out (retried while null), seen_at when the user dismissed
 *   the in-app notice that the trial ended.
 *
 * Existing data: users without a subscription row keep the plan their role names (the operator
 * gave it); trials that had ended already count as notified and seen (no late e-mails or notices).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'varchar(16)', (col) => col.notNull())
    .addColumn('billing_interval', 'varchar(8)')
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('stripe_customer_id', 'varchar(255)')
    .addColumn('stripe_subscription_id', 'varchar(255)')
    .addColumn('stripe_subscription_item_id', 'varchar(255)')
    .addColumn('stripe_price_id', 'varchar(255)')
    .addColumn('current_period_end', 'varchar(32)')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stripe_event_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_customer_unique').on('subscriptions').column('stripe_customer_id').unique().execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('note', 'varchar(255)')
    .addColumn('stripe_created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_history')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('from_plan', 'varchar(16)')
    .addColumn('to_plan', 'varchar(16)')
    .addColumn('billing_interval', 'varchar(8)')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'varchar(3)')
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('stripe_event_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('billing_history_user_idx').on('billing_history').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('trial_notices')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('seen_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('trial_notices_user_kind_unique').on('trial_notices').columns(['user_id', 'kind']).unique().execute();
  await db.schema.createIndex('trial_notices_mailed_idx').on('trial_notices').columns(['mailed_at', 'created_at']).execute();

  await backfill(db as Kysely<LegacyTables>);
}

interface LegacyTables {
  users: { id: string; trial_ends_at: string | null };
  trial_notices: { id: string; user_id: string; kind: string; created_at: string; mailed_at: string | null; seen_at: string | null };
}

async function backfill(db: Kysely<LegacyTables>): Promise<void> {
  const now = new Date().toISOString();
  const endedTrials = await db.selectFrom('users').select('id').where('trial_ends_at', 'is not', null).where('trial_ends_at', '<=', now).execute();
  for (const user of endedTrials) {
    await db.insertInto('trial_notices').values({ id: uuidv7(), user_id: user.id, kind: 'ended', created_at: now, mailed_at: now, seen_at: now }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_notices').ifExists().execute();
  await db.schema.dropTable('billing_history').ifExists().execute();
  await db.schema.dropTable('billing_events').ifExists().execute();
  await db.schema.dropTable('subscriptions').ifExists().execute();
}
