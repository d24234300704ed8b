import type Stripe from 'stripe';
import { isPaidPlan, type BillingInterval, type PaidPlanId, type PlanId, type SubscriptionStatus, BILLING_INTERVALS, SUBSCRIPTION_STATUSES } from '@thesis/domain';
import type { StripeConfig } from '../../config';

/** The plan and interval of each configured Stripe price id. */
export type PriceMap = ReadonlyMap<string, { plan: PaidPlanId; interval: BillingInterval }>;

export function priceMap(priceIds: StripeConfig['priceIds']): PriceMap {
  const map = new Map<string, { plan: PaidPlanId; interval: BillingInterval }>();
  for (const plan of ['investor', 'proInvestor'] as const) {
    for (const interval of BILLING_INTERVALS) map.set(priceIds[plan][interval], { plan, interval });
  }
  return map;
}

/** Who an event is about: the Stripe customer, and our user id when the payload carries it. */
interface Party {
  customerId: string | null;
  userId: string | null;
  /** `created` of the event, as an ISO string (orders subscription events). */
  eventAt: string;
}

export type StripeAction =
  | { kind: 'ignore'; reason: string; party?: Party }
  | (Party & { kind: 'checkout'; subscriptionId: string | null; plan: PaidPlanId | null; interval: BillingInterval | null })
  | (Party & {
      kind: 'subscription';
      subscriptionId: string;
      itemId: string | null;
      priceId: string;
      status: SubscriptionStatus;
      /** The stored plan: the price's plan while the subscription is in force (past_due included), else Free. */
      plan: PlanId;
      interval: BillingInterval;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    })
  | (Party & { kind: 'payment' | 'payment_failed'; subscriptionId: string | null; amount: number; currency: string });

/** Statuses that keep the plan of the price; the rest end it (incomplete waits for its first payment). */
const PLAN_KEEPING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function iso(seconds: number | null | undefined): string | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
}

function userIdOf(metadata: Stripe.Metadata | null | undefined, reference?: string | null): string | null {
  const value = reference ?? metadata?.user_id ?? null;
  return value && value.length <= 64 ? value : null;
}

function subscriptionAction(event: Stripe.Event, subscription: Stripe.Subscription, prices: PriceMap, deleted: boolean): StripeAction {
  const party: Party = { customerId: idOf(subscription.customer), userId: userIdOf(subscription.metadata), eventAt: iso(event.created)! };
  // Signed payloads are trusted, but read defensively: a throw here would make Stripe retry forever.
  const item = subscription.items?.data?.[0];
  const priceId = item?.price?.id;
  const known = priceId ? prices.get(priceId) : undefined;
  if (!item || !priceId || !known) return { kind: 'ignore', reason: `unknown price ${priceId ?? '(none)'}`, party };
  const status = deleted ? 'canceled' : (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : null;
  if (status === null) return { kind: 'ignore', reason: `unknown status ${subscription.status}`, party };
  if (status === 'incomplete') return { kind: 'ignore', reason: 'the first payment is not complete yet', party };
  return {
    kind: 'subscription',
    ...party,
    subscriptionId: subscription.id,
    itemId: item.id,
    priceId,
    status,
    plan: PLAN_KEEPING.includes(status) ? known.plan : 'free',
    interval: known.interval,
    currentPeriodEnd: iso(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

function checkoutAction(event: Stripe.Event, session: Stripe.Checkout.Session): StripeAction {
  const party: Party = { customerId: idOf(session.customer), userId: userIdOf(session.metadata, session.client_reference_id), eventAt: iso(event.created)! };
  if (session.mode !== 'subscription') return { kind: 'ignore', reason: `checkout in ${session.mode} mode`, party };
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  const plan = session.metadata?.plan;
  const interval = session.metadata?.interval;
  return {
    kind: 'checkout',
    ...party,
    subscriptionId: idOf(session.subscription),
    plan: paid && isPaidPlan(plan) ? plan : null,
    interval: paid && (BILLING_INTERVALS as readonly string[]).includes(interval ?? '') ? (interval as BillingInterval) : null,
  };
}

function invoiceAction(event: Stripe.Event, invoice: Stripe.Invoice, kind: 'payment' | 'payment_failed'): StripeAction {
  const details = invoice.parent?.subscription_details;
  return {
    kind,
    customerId: idOf(invoice.customer),
    userId: userIdOf(details?.metadata),
    eventAt: iso(event.created)!,
    subscriptionId: idOf(details?.subscription),
    amount: kind === 'payment' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
  };
}

/**
 * What a verified Stripe event means for a plan, from its payload alone (no Stripe API call):
 * checkout.session.completed, customer.subscription.created|updated|deleted, invoice.paid and
 * invoice.payment_failed; every other type is ignored.
 */
export function mapStripeEvent(event: Stripe.Event, prices: PriceMap): StripeAction {
  if (event.type === 'checkout.session.completed') return checkoutAction(event, event.data.object);
  if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') return subscriptionAction(event, event.data.object, prices, false);
  if (event.type === 'customer.subscription.deleted') return subscriptionAction(event, event.data.object, prices, true);
  if (event.type === 'invoice.paid') return invoiceAction(event, event.data.object, 'payment');
  if (event.type === 'invoice.payment_failed') return invoiceAction(event, event.data.object, 'payment_failed');
  return { kind: 'ignore', reason: `${event.type} is not used` };
}
