import { expect, it } from 'vitest';
import { BILLING_MESSAGES, trialEndsAt, type PlanId } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { checkoutCompletedEvent, invoiceEvent, signed, STRIPE_TEST_ENV, subscriptionEvent } from '../../test/stripe-fixtures';
import { billingState, historyOf, planChangeRecorder, postWebhook, storedSubscription, storedUser } from './billing.test-helpers';

const PRO_MONTH = STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY;
const INVESTOR_YEAR = STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY;

let customers = 0;
/** A trial user linked to a Stripe customer, as after a first checkout. */
async function customer(ctx: TestContext): Promise<{ session: Session; customerId: string }> {
  const session = await signedInUser(ctx, { role: 'investor', trial_ends_at: trialEndsAt(new Date()).toISOString() });
  const customerId = `cus_test_${++customers}_${ctx.dialect}`;
  await ctx.db.db
    .insertInto('subscriptions')
    .values({ user_id: session.user.id, plan: 'free', billing_interval: null, status: 'active', source: 'stripe', stripe_customer_id: customerId, stripe_subscription_id: null, stripe_subscription_item_id: null, stripe_price_id: null, current_period_end: null, cancel_at_period_end: 0, stripe_event_at: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .execute();
  return { session, customerId };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describeEachDb('the Stripe webhook', (ctx) => {
  const { changes, listen } = planChangeRecorder(ctx);

  it('verifies the signature on the raw body: missing, tampered, wrong secret and too old are 400 and change nothing', async () => {
    const { session, customerId } = await customer(ctx);
    const event = subscriptionEvent('created', { customer: customerId, status: 'active', price: PRO_MONTH });
    const payload = JSON.stringify(event);
    const missing = await postWebhook(ctx, payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: BILLING_MESSAGES.signatureMissing });
    const tampered = await postWebhook(ctx, payload.replace('"active"', '"trialing"'), signed(payload));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: BILLING_MESSAGES.signatureInvalid });
    expect((await postWebhook(ctx, payload, signed(payload, { secret: 'whsec_someone_else' }))).statusCode).toBe(400);
    const old = await postWebhook(ctx, payload, signed(payload, { timestamp: seconds(new Date()) - 301 }));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(BILLING_MESSAGES.signatureInvalid);
    expect((await postWebhook(ctx, payload, 'garbage')).statusCode).toBe(400);
    expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
    expect(await ctx.db.db.selectFrom('billing_events').select('id').where('id', '=', event.id).executeTakeFirst()).toBeUndefined();
  });

  it('applies a valid event once: a replay answers 200 and changes nothing', async () => {
    listen();
    const { session, customerId } = await customer(ctx);
    const id = session.user.id;
    const periodEnd = new Date('2030-02-01T00:00:00Z');
    const event = subscriptionEvent('created', { customer: customerId, status: 'active', price: PRO_MONTH, subscriptionId: 'sub_once', periodEnd });
    const first = await postWebhook(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { id: event.id, outcome: 'applied' } });
    expect(await storedUser(ctx, id)).toEqual({ role: 'proInvestor', trial_ends_at: null });
    expect(await storedSubscription(ctx, id)).toMatchObject({
      plan: 'proInvestor', billing_interval: 'month', status: 'active', source: 'stripe', stripe_subscription_id: 'sub_once', stripe_subscription_item_id: 'si_once', stripe_price_id: PRO_MONTH, current_period_end: periodEnd.toISOString(),
    });
    const replay = await postWebhook(ctx, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { id: event.id, outcome: 'duplicate' } });
    expect(await historyOf(ctx, session)).toHaveLength(1);
    expect(changes).toEqual([[id, 'investor', 'proInvestor']]);
    expect(await ctx.db.db.selectFrom('billing_events').select(['type', 'user_id', 'outcome']).where('id', '=', event.id).executeTakeFirst()).toEqual({
      type: 'customer.subscription.created', user_id: id, outcome: 'applied',
    });
  });

  it('follows every status of a subscription: active and trialing give the plan, past_due keeps it, the rest give Free', async () => {
    const { session, customerId } = await customer(ctx);
    const steps: [string, 'updated' | 'deleted', PlanId, boolean][] = [
      ['active', 'updated', 'investor', false],
      ['past_due', 'updated', 'investor', true],
      ['trialing', 'updated', 'investor', false],
      ['unpaid', 'updated', 'free', false],
      ['active', 'updated', 'investor', false],
      ['canceled', 'updated', 'free', false],
      ['active', 'updated', 'investor', false],
      ['paused', 'updated', 'free', false],
      ['active', 'updated', 'investor', false],
      ['incomplete_expired', 'updated', 'free', false],
      ['active', 'updated', 'investor', false],
      ['active', 'deleted', 'free', false],
    ];
    let at = Date.now() - steps.length * 1000;
    for (const [status, type, plan, pastDue] of steps) {
      at += 1000;
      const event = subscriptionEvent(type, { customer: customerId, status, price: INVESTOR_YEAR, interval: 'year', subscriptionId: 'sub_statuses', created: new Date(at) });
      expect((await postWebhook(ctx, event)).statusCode, status).toBe(200);
      expect((await storedUser(ctx, session.user.id)).role, `${type} ${status}`).toBe(plan);
      const state = await billingState(ctx, session);
      expect(state, `${type} ${status}`).toMatchObject({ plan, past_due: pastDue });
    }
    expect((await storedSubscription(ctx, session.user.id))?.status).toBe('canceled');
  });

  it('keeps the newer state when an older event arrives late', async () => {
    const { session, customerId } = await customer(ctx);
    const now = Date.now();
    const canceled = subscriptionEvent('deleted', { customer: customerId, status: 'canceled', price: PRO_MONTH, subscriptionId: 'sub_late', created: new Date(now) });
    const created = subscriptionEvent('created', { customer: customerId, status: 'active', price: PRO_MONTH, subscriptionId: 'sub_late', created: new Date(now - 60_000) });
    await postWebhook(ctx, canceled);
    expect((await postWebhook(ctx, created)).json().data.outcome).toBe('ignored');
    expect((await storedUser(ctx, session.user.id)).role).toBe('free');
  });

  it('records and ignores events of unknown customers and prices, and event types it does not use', async () => {
    const unknownCustomer = subscriptionEvent('created', { customer: 'cus_nobody', status: 'active', price: PRO_MONTH });
    const response = await postWebhook(ctx, unknownCustomer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe('ignored');
    expect(await ctx.db.db.selectFrom('billing_events').select(['outcome', 'note']).where('id', '=', unknownCustomer.id).executeTakeFirst()).toEqual({ outcome: 'ignored', note: 'unknown customer cus_nobody' });

    const { session, customerId } = await customer(ctx);
    const unknownPrice = subscriptionEvent('created', { customer: customerId, status: 'active', price: 'price_from_another_product' });
    expect((await postWebhook(ctx, unknownPrice)).json().data.outcome).toBe('ignored');
    const other = { ...subscriptionEvent('created', { customer: customerId, status: 'active', price: PRO_MONTH }), type: 'customer.updated' };
    expect((await postWebhook(ctx, JSON.stringify(other))).json().data.outcome).toBe('ignored');
    expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
  });

  it('links a new customer from checkout.session.completed and applies the plan paid for', async () => {
    const session = await signedInUser(ctx, { role: 'free' });
    const event = checkoutCompletedEvent({ customer: 'cus_from_checkout', userId: session.user.id, plan: 'investor', interval: 'year', subscriptionId: 'sub_checkout' });
    expect((await postWebhook(ctx, event)).json().data.outcome).toBe('applied');
    expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
    expect(await storedSubscription(ctx, session.user.id)).toMatchObject({ stripe_customer_id: 'cus_from_checkout', stripe_subscription_id: 'sub_checkout', plan: 'investor', billing_interval: 'year' });
    // The subscription event that follows is the authority, and changes nothing more here.
    const created = subscriptionEvent('created', { customer: 'cus_from_checkout', status: 'active', price: INVESTOR_YEAR, interval: 'year', subscriptionId: 'sub_checkout' });
    expect((await postWebhook(ctx, created)).json().data.outcome).toBe('applied');
    expect(await historyOf(ctx, session)).toHaveLength(1);
  });

  it('records payments; a failed one marks the plan past due (kept) until a payment succeeds', async () => {
    const { session, customerId } = await customer(ctx);
    await postWebhook(ctx, subscriptionEvent('created', { customer: customerId, status: 'active', price: PRO_MONTH, subscriptionId: 'sub_pay' }));
    await postWebhook(ctx, invoiceEvent('paid', { customer: customerId, subscriptionId: 'sub_pay', amount: 4900 }));
    await postWebhook(ctx, invoiceEvent('payment_failed', { customer: customerId, subscriptionId: 'sub_pay', amount: 4900 }));
    expect(await billingState(ctx, session)).toMatchObject({ plan: 'proInvestor', past_due: true, status: 'past_due' });
    expect((await storedUser(ctx, session.user.id)).role).toBe('proInvestor');
    await postWebhook(ctx, invoiceEvent('paid', { customer: customerId, subscriptionId: 'sub_pay', amount: 4950 }));
    expect(await billingState(ctx, session)).toMatchObject({ plan: 'proInvestor', past_due: false, status: 'active' });
    expect((await historyOf(ctx, session)).map((row) => [row.description, row.amount, row.currency])).toEqual([
      ['Payment received', 49.5, 'USD'],
      ['Payment failed: Stripe retries it, or update your card', 49, 'USD'],
      ['Payment received', 49, 'USD'],
      ['Upgraded from Investor to Pro Investor (monthly)', null, null],
    ]);
  });

  it('answers bad bodies with 400, never 500', async () => {
    for (const body of ['', 'not json', '{}', '[]', '{"id":1,"type":{}}']) {
      const response = await postWebhook(ctx, body);
      expect(response.statusCode, body).toBe(400);
    }
    const weird = JSON.stringify({ id: 'evt_weird', object: 'event', type: 'customer.subscription.updated', created: seconds(new Date()), data: { object: { id: 'sub_x', customer: 'cus_x' } } });
    const response = await postWebhook(ctx, weird);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe('ignored');
  });
}, { env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: 'http://127.0.0.1:9' } });
