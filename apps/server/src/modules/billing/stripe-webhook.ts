import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '@thesis/domain';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { flag, isUniqueViolation, nowIso } from '../../db/values';
import { AppError } from '../../lib/errors';
import { BillingRepository, type SubscriptionRow } from './billing.repository';
import { isLive, planWithoutRecord, type PlanChange, type PlanChanges } from './plan-changes';
import { mapStripeEvent, type PriceMap, type StripeAction } from './stripe-events';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

interface Applied {
  outcome: 'applied' | 'ignored';
  note: string | null;
  userId: string | null;
  change: PlanChange | null;
}

/** A signed body is still checked for the envelope every event has. */
function isEventShape(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null) return false;
  const { id, type, created } = event as Record<string, unknown>;
  return typeof id === 'string' && id.length > 0 && id.length <= 255 && typeof type === 'string' && typeof created === 'number' && Number.isFinite(created);
}

const ignored = (note: string, userId: string | null = null): Applied => ({ outcome: 'ignored', note, userId, change: null });

/**
 * POST /billing/stripe/webhook: verifies the signature on the raw body, records each event id once
 * and applies it in the same transaction as the plan change, so a replay (or a concurrent
 * duplicate delivery) changes nothing. Unknown customers and prices are recorded and ignored.
 */
export class StripeWebhook {
  constructor(
    private readonly deps: { db: Db; client: Stripe; secret: string; prices: PriceMap; plans: PlanChanges; log: FastifyBaseLogger },
  ) {}

  async receive(rawBody: string, signature: string | undefined): Promise<{ id: string; outcome: WebhookOutcome }> {
    if (!signature) throw new AppError(400, BILLING_MESSAGES.signatureMissing);
    let event: Stripe.Event;
    try {
      event = this.deps.client.webhooks.constructEvent(rawBody, signature, this.deps.secret);
    } catch {
      throw new AppError(400, BILLING_MESSAGES.signatureInvalid);
    }
    if (!isEventShape(event)) throw new AppError(400, BILLING_MESSAGES.notAnEvent);
    const db = this.deps.db.db;
    if (await new BillingRepository(db).eventSeen(event.id)) return { id: event.id, outcome: 'duplicate' };
    let action: StripeAction;
    try {
      action = mapStripeEvent(event, this.deps.prices);
    } catch (error) {
      this.deps.log.warn({ err: error, eventId: event.id }, 'Stripe event with an unexpected payload');
      action = { kind: 'ignore', reason: 'unexpected payload' };
    }
    try {
      const applied = await db.transaction().execute(async (trx) => {
        const result = await this.apply(trx, action, event.id);
        await new BillingRepository(trx).recordEvent({
          id: event.id,
          type: event.type.slice(0, 100),
          user_id: result.userId,
          outcome: result.outcome,
          note: result.note?.slice(0, 255) ?? null,
          stripe_created_at: new Date(event.created * 1000).toISOString(),
          received_at: nowIso(),
        });
        return result;
      });
      if (applied.change) await this.deps.plans.notify(applied.change);
      return { id: event.id, outcome: applied.outcome };
    } catch (error) {
      if (isUniqueViolation(error) && (await new BillingRepository(db).eventSeen(event.id))) return { id: event.id, outcome: 'duplicate' };
      throw error;
    }
  }

  private async apply(trx: Kysely<Database>, action: StripeAction, eventId: string): Promise<Applied> {
    if (action.kind === 'ignore') return ignored(action.reason);
    const repository = new BillingRepository(trx);
    const row = await this.resolve(trx, repository, action.customerId, action.userId);
    if (!row) return ignored(`unknown customer ${action.customerId ?? '(none)'}`);
    const userId = row.user_id;
    const { plans } = this.deps;
    switch (action.kind) {
      case 'checkout': {
        // The subscription events carry the authoritative state: once one arrived, checkout only links.
        const known = action.subscriptionId !== null && row.stripe_subscription_id === action.subscriptionId && row.stripe_event_at !== null;
        if (!action.plan || known) {
          if (action.subscriptionId && !row.stripe_subscription_id) await repository.saveSubscription(userId, { stripe_subscription_id: action.subscriptionId });
          return { outcome: 'applied', note: action.plan ? 'linked (the subscription events decide)' : 'linked, payment pending', userId, change: null };
        }
        const change = await plans.applyWithin(trx, userId, action.plan, 'stripe', { interval: action.interval, status: 'active', stripe_subscription_id: action.subscriptionId, eventId });
        return { outcome: 'applied', note: null, userId, change };
      }
      case 'subscription': {
        const same = row.stripe_subscription_id === action.subscriptionId;
        if (same && row.stripe_event_at !== null && row.stripe_event_at > action.eventAt) return ignored('older than the state applied', userId);
        if (!same && row.stripe_subscription_id !== null && isLive(row) && action.plan === 'free') return ignored('an earlier subscription ended', userId);
        const change = await plans.applyWithin(trx, userId, action.plan, 'stripe', {
          interval: action.interval,
          status: action.status,
          stripe_subscription_id: action.subscriptionId,
          stripe_subscription_item_id: action.itemId,
          stripe_price_id: action.priceId,
          current_period_end: action.currentPeriodEnd,
          cancel_at_period_end: flag(action.cancelAtPeriodEnd),
          stripe_event_at: action.eventAt,
          eventId,
        });
        return { outcome: 'applied', note: `${action.status}`, userId, change };
      }
      case 'payment':
      case 'payment_failed': {
        await repository.addHistory({
          user_id: userId,
          kind: action.kind,
          from_plan: null,
          to_plan: row.plan,
          billing_interval: row.billing_interval,
          amount: action.amount,
          currency: action.currency.toUpperCase().slice(0, 3),
          source: 'stripe',
          stripe_event_id: eventId,
        });
        const current = action.subscriptionId !== null && row.stripe_subscription_id === action.subscriptionId;
        if (current && action.kind === 'payment_failed' && (row.status === 'active' || row.status === 'trialing')) {
          await repository.saveSubscription(userId, { status: 'past_due' });
        }
        if (current && action.kind === 'payment' && row.status === 'past_due') await repository.saveSubscription(userId, { status: 'active' });
        return { outcome: 'applied', note: null, userId, change: null };
      }
    }
  }

  /** The subscription row of the event's customer, linking the customer to the user the payload names when it is new. */
  private async resolve(trx: Kysely<Database>, repository: BillingRepository, customerId: string | null, userId: string | null): Promise<SubscriptionRow | undefined> {
    if (customerId) {
      const known = await repository.findByCustomer(customerId);
      if (known) return known;
    }
    if (!customerId || !userId) return undefined;
    const user = await trx.selectFrom('users').select(['id', 'role', 'trial_ends_at']).where('id', '=', userId).executeTakeFirst();
    if (!user) return undefined;
    const row = await repository.subscriptionOf(userId);
    if (row?.stripe_customer_id && row.stripe_customer_id !== customerId) return undefined;
    await repository.saveSubscription(userId, { stripe_customer_id: customerId }, undefined, planWithoutRecord(user));
    return repository.subscriptionOf(userId);
  }
}
