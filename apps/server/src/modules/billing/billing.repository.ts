import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PlanId } from '@thesis/domain';
import type { BillingEventsTable, BillingHistoryTable, Database, SubscriptionsTable } from '../../db/schema';
import { count, nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type HistoryRow = Selectable<BillingHistoryTable>;
export type NewHistory = Omit<Insertable<BillingHistoryTable>, 'id' | 'created_at'>;
export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'user_id' | 'created_at' | 'updated_at'>>;

/** The only place with queries for subscriptions, Stripe events and billing history. */
export class BillingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  subscriptionOf(userId: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  findByCustomer(customerId: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('stripe_customer_id', '=', customerId).executeTakeFirst();
  }

  /** Applies `changes` to the user's row, or creates it (on `plan`, active, no Stripe ids) with them. */
  async saveSubscription(userId: string, changes: SubscriptionChanges, now: string = nowIso(), plan: PlanId = 'free'): Promise<void> {
    const updated = await this.db.updateTable('subscriptions').set({ ...changes, updated_at: now }).where('user_id', '=', userId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        plan,
        billing_interval: null,
        status: 'active',
        source: plan === 'free' ? 'local' : 'operator',
        stripe_customer_id: null,
        stripe_subscription_id: null,
        stripe_subscription_item_id: null,
        stripe_price_id: null,
        current_period_end: null,
        cancel_at_period_end: 0,
        stripe_event_at: null,
        created_at: now,
        updated_at: now,
        ...changes,
      })
      .execute();
  }

  async addHistory(entry: NewHistory, now: string = nowIso()): Promise<void> {
    await this.db.insertInto('billing_history').values({ id: newId(), created_at: now, ...entry }).execute();
  }

  /** A user's plan changes and payments, newest first. */
  async history(userId: string, page: number, limit: number): Promise<{ rows: HistoryRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('billing_history')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.db.selectFrom('billing_history').select((eb) => eb.fn.countAll().as('total')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count(total.total) };
  }

  async eventSeen(id: string): Promise<boolean> {
    return (await this.db.selectFrom('billing_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async recordEvent(row: Selectable<BillingEventsTable>): Promise<void> {
    await this.db.insertInto('billing_events').values(row).execute();
  }

  /** Whether the "trial ended" notice is due: sent, and not yet dismissed. */
  async trialEndedNoticeDue(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('trial_notices')
      .select('seen_at')
      .where('user_id', '=', userId)
      .where('kind', '=', 'ended')
      .executeTakeFirst();
    return row !== undefined && row.seen_at === null;
  }

  async dismissTrialEndedNotice(userId: string, now: string = nowIso()): Promise<void> {
    await this.db.updateTable('trial_notices').set({ seen_at: now }).where('user_id', '=', userId).where('kind', '=', 'ended').where('seen_at', 'is', null).execute();
  }
}
