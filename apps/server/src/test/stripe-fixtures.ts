import Stripe from 'stripe';
import { randomToken } from '../lib/crypto';

/** Price ids and the webhook secret the Stripe-mode tests configure. */
export const STRIPE_TEST_ENV = {
  BILLING_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_thesis_local_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_thesis_test_secret',
  STRIPE_PRICE_INVESTOR_MONTHLY: 'price_investor_month',
  STRIPE_PRICE_INVESTOR_YEARLY: 'price_investor_year',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_month',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_year',
} as const;

const unique = (prefix: string) => `${prefix}_${randomToken(9).replace(/[^A-Za-z0-9]/g, 'x')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An event envelope as Stripe sends it (API version of the SDK). */
function envelope(type: string, object: object, created: Date): Stripe.Event {
  return {
    id: unique('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

export interface SubscriptionFixture {
  customer: string;
  status: string;
  price: string;
  interval?: 'month' | 'year';
  subscriptionId?: string;
  userId?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: Date;
  created?: Date;
}

/** customer.subscription.created|updated|deleted with one item, as documented (period end on the item). */
export function subscriptionEvent(type: 'created' | 'updated' | 'deleted', fixture: SubscriptionFixture): Stripe.Event {
  const periodEnd = fixture.periodEnd ?? new Date(Date.now() + 30 * 86_400_000);
  const subscriptionId = fixture.subscriptionId ?? unique('sub');
  return envelope(
    `customer.subscription.${type}`,
    {
      id: subscriptionId,
      object: 'subscription',
      customer: fixture.customer,
      status: fixture.status,
      cancel_at_period_end: fixture.cancelAtPeriodEnd ?? false,
      metadata: fixture.userId ? { user_id: fixture.userId } : {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscriptionId.slice(4)}`,
            object: 'subscription_item',
            current_period_start: seconds(periodEnd) - 30 * 86_400,
            current_period_end: seconds(periodEnd),
            price: { id: fixture.price, object: 'price', currency: 'usd', recurring: { interval: fixture.interval ?? 'month', interval_count: 1 }, unit_amount: 1900 },
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
      },
    },
    fixture.created ?? new Date(),
  );
}

export function checkoutCompletedEvent(fixture: { customer: string; userId: string; plan: string; interval: string; subscriptionId?: string; paymentStatus?: string; created?: Date }): Stripe.Event {
  return envelope(
    'checkout.session.completed',
    {
      id: unique('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: fixture.paymentStatus ?? 'paid',
      customer: fixture.customer,
      client_reference_id: fixture.userId,
      metadata: { user_id: fixture.userId, plan: fixture.plan, interval: fixture.interval },
      subscription: fixture.subscriptionId ?? unique('sub'),
    },
    fixture.created ?? new Date(),
  );
}

export function invoiceEvent(type: 'paid' | 'payment_failed', fixture: { customer: string; subscriptionId: string; amount: number; currency?: string }): Stripe.Event {
  return envelope(
    `invoice.${type}`,
    {
      id: unique('in'),
      object: 'invoice',
      customer: fixture.customer,
      currency: fixture.currency ?? 'usd',
      amount_due: fixture.amount,
      amount_paid: type === 'paid' ? fixture.amount : 0,
      attempt_count: 1,
      status: type === 'paid' ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: fixture.subscriptionId, metadata: {} } },
    },
    new Date(),
  );
}

/** Signs a payload as Stripe would (`Stripe-Signature`), optionally at another time or with another secret. */
export function signed(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}
