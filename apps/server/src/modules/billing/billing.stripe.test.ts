import { afterAll, beforeEach, expect, it } from 'vitest';
import { BILLING_MESSAGES, trialEndsAt, type BillingPlans } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { STRIPE_TEST_ENV, subscriptionEvent } from '../../test/stripe-fixtures';
import { startStripeStandIn } from '../../test/stripe-stand-in';
import { billingState, checkout, getPlans, portal, postWebhook, storedSubscription, storedUser } from './billing.test-helpers';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());

const onTrial = () => ({ role: 'investor' as const, trial_ends_at: trialEndsAt(new Date()).toISOString() });
const CHECKOUT = 'POST /v1/checkout/sessions';
const CUSTOMERS = 'POST /v1/customers';
const PORTAL = 'POST /v1/billing_portal/sessions';

describeEachDb('billing with Stripe (the real SDK against a local stand-in)', (ctx) => {
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('reports the stripe mode', async () => {
    expect((await getPlans(ctx)).json<{ data: BillingPlans }>().data.mode).toBe('stripe');
  });

  it('opens a Checkout session in subscription mode for the plan’s price, with one customer per user', async () => {
    const session = await signedInUser(ctx, { ...onTrial(), first_name: 'Ada', last_name: 'Lovelace' });
    const id = session.user.id;
    const first = await checkout(ctx, session, { plan: 'proInvestor', interval: 'year' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/), applied: false });

    const [customer] = stripe.calls(CUSTOMERS);
    expect(customer!.headers.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
    expect(customer!.headers['idempotency-key']).toBe(`thesis-customer-${id}`);
    expect(customer!.params).toMatchObject({ email: session.user.email, name: 'Ada Lovelace', 'metadata[user_id]': id });
    const [created] = stripe.calls(CHECKOUT);
    expect(created!.params).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: id,
      'metadata[user_id]': id,
      'metadata[plan]': 'proInvestor',
      'metadata[interval]': 'year',
      'subscription_data[metadata][user_id]': id,
      'subscription_data[metadata][plan]': 'proInvestor',
      'line_items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY,
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:3000/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?checkout=canceled',
    });
    // Nothing changes before Stripe confirms the payment.
    expect(await storedUser(ctx, id)).toMatchObject({ role: 'investor' });
    expect(await billingState(ctx, session)).toMatchObject({ plan: 'investor', has_billing_account: true, trial: { active: true } });

    const second = await checkout(ctx, session, { plan: 'investor', interval: 'month' });
    expect(second.statusCode).toBe(200);
    expect(stripe.calls(CUSTOMERS)).toHaveLength(1);
    const [, again] = stripe.calls(CHECKOUT);
    expect(again!.params).toMatchObject({ customer: created!.params.customer, 'line_items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_MONTHLY });
  });

  it('opens the customer portal for the user’s customer, returning to the given page', async () => {
    const session = await signedInUser(ctx, onTrial());
    const none = await portal(ctx, session);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: BILLING_MESSAGES.noBillingAccount });
    expect(stripe.calls(PORTAL)).toHaveLength(0);

    await checkout(ctx, session, { plan: 'investor', interval: 'month' });
    const customer = stripe.calls(CHECKOUT)[0]!.params.customer;
    const response = await portal(ctx, session, 'http://localhost:3000/billing');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.portal_url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/);
    expect(stripe.calls(PORTAL)[0]!.params).toEqual({ customer, return_url: 'http://localhost:3000/billing' });

    const hostile = await portal(ctx, session, 'https://evil.example/billing');
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().message).toBe(BILLING_MESSAGES.returnUrlInvalid);
    expect(stripe.calls(PORTAL)).toHaveLength(1);
  });

  it('sends a subscriber to the portal to confirm a new price or the cancellation, never a second subscription', async () => {
    const session = await signedInUser(ctx, onTrial());
    await checkout(ctx, session, { plan: 'investor', interval: 'month' });
    const customer = stripe.calls(CHECKOUT)[0]!.params.customer!;
    const event = subscriptionEvent('created', { customer, status: 'active', price: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_MONTHLY, subscriptionId: 'sub_confirm', userId: session.user.id });
    expect((await postWebhook(ctx, event)).statusCode).toBe(200);

    const same = await checkout(ctx, session, { plan: 'investor', interval: 'month' });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(BILLING_MESSAGES.alreadyOnPlan);

    const upgrade = await checkout(ctx, session, { plan: 'proInvestor', interval: 'year' });
    expect(upgrade.json().data).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//), applied: false });
    expect(stripe.calls(PORTAL).at(-1)!.params).toEqual({
      customer,
      return_url: 'http://localhost:3000/billing',
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': 'sub_confirm',
      'flow_data[subscription_update_confirm][items][0][id]': 'si_confirm',
      'flow_data[subscription_update_confirm][items][0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY,
      'flow_data[subscription_update_confirm][items][0][quantity]': '1',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': 'http://localhost:3000/billing',
    });
    const cancel = await checkout(ctx, session, { plan: 'free' });
    expect(cancel.statusCode).toBe(200);
    expect(stripe.calls(PORTAL).at(-1)!.params).toMatchObject({ 'flow_data[type]': 'subscription_cancel', 'flow_data[subscription_cancel][subscription]': 'sub_confirm' });
    expect(stripe.calls(CHECKOUT)).toHaveLength(1);
    expect((await storedSubscription(ctx, session.user.id))?.plan).toBe('investor');
  });

  it('does not sell Free to a trial: it ends by itself', async () => {
    const session = await signedInUser(ctx, onTrial());
    const response = await checkout(ctx, session, { plan: 'free' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(BILLING_MESSAGES.trialEndsByItself);
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 502 with a message when Stripe refuses, and changes nothing', async () => {
    const session = await signedInUser(ctx, onTrial());
    stripe.fail(CHECKOUT, 400, 'No such price: price_pro_month');
    try {
      const response = await checkout(ctx, session, { plan: 'proInvestor', interval: 'month' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: BILLING_MESSAGES.paymentProviderFailed });
      expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
    } finally {
      stripe.restore(CHECKOUT);
    }
  });
}, { env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: stripe.url } });
