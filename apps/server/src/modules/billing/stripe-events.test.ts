import { describe, expect, it } from 'vitest';
import { checkoutCompletedEvent, invoiceEvent, STRIPE_TEST_ENV, subscriptionEvent } from '../../test/stripe-fixtures';
import { mapStripeEvent, priceMap } from './stripe-events';

const prices = priceMap({
  investor: { month: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_MONTHLY, year: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY },
  proInvestor: { month: STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY, year: STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY },
});

const PRICES = [
  [STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_MONTHLY, 'investor', 'month'],
  [STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY, 'investor', 'year'],
  [STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY, 'proInvestor', 'month'],
  [STRIPE_TEST_ENV.STRIPE_PRICE_PRO_YEARLY, 'proInvestor', 'year'],
] as const;

describe('Stripe event → plan (issue #16)', () => {
  describe.each(PRICES)('a subscription on %s', (price, plan, interval) => {
    it.each([
      ['active', plan],
      ['trialing', plan],
      ['past_due', plan],
      ['canceled', 'free'],
      ['unpaid', 'free'],
      ['incomplete_expired', 'free'],
      ['paused', 'free'],
    ] as const)('%s gives %s', (status, expected) => {
      const event = subscriptionEvent('updated', { customer: 'cus_1', status, price, interval });
      expect(mapStripeEvent(event, prices)).toMatchObject({ kind: 'subscription', status, plan: expected, interval, priceId: price, customerId: 'cus_1' });
    });

    it('deleted gives Free whatever its last status', () => {
      const event = subscriptionEvent('deleted', { customer: 'cus_1', status: 'active', price });
      expect(mapStripeEvent(event, prices)).toMatchObject({ kind: 'subscription', status: 'canceled', plan: 'free' });
    });
  });

  it('waits for the first payment of an incomplete subscription', () => {
    const event = subscriptionEvent('created', { customer: 'cus_1', status: 'incomplete', price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY });
    expect(mapStripeEvent(event, prices)).toMatchObject({ kind: 'ignore', reason: 'the first payment is not complete yet' });
  });

  it('ignores a price it does not sell and a status it does not know', () => {
    expect(mapStripeEvent(subscriptionEvent('updated', { customer: 'cus_1', status: 'active', price: 'price_other' }), prices)).toMatchObject({
      kind: 'ignore',
      reason: 'unknown price price_other',
    });
    expect(mapStripeEvent(subscriptionEvent('updated', { customer: 'cus_1', status: 'hibernating', price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY }), prices)).toMatchObject({
      kind: 'ignore',
    });
  });

  it('reads the period end from the item, cancel_at_period_end, the user id and the event time', () => {
    const periodEnd = new Date('2026-09-01T00:00:00Z');
    const created = new Date('2026-08-01T10:00:00Z');
    const event = subscriptionEvent('updated', {
      customer: 'cus_1', status: 'active', price: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY, userId: 'user-1', cancelAtPeriodEnd: true, periodEnd, created, subscriptionId: 'sub_42',
    });
    expect(mapStripeEvent(event, prices)).toEqual({
      kind: 'subscription',
      customerId: 'cus_1',
      userId: 'user-1',
      eventAt: created.toISOString(),
      subscriptionId: 'sub_42',
      itemId: 'si_42',
      priceId: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY,
      status: 'active',
      plan: 'investor',
      interval: 'year',
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: true,
    });
  });

  it('takes the plan of a paid checkout from its metadata, and only links an unpaid one', () => {
    const paid = checkoutCompletedEvent({ customer: 'cus_1', userId: 'user-1', plan: 'proInvestor', interval: 'year', subscriptionId: 'sub_1' });
    expect(mapStripeEvent(paid, prices)).toMatchObject({ kind: 'checkout', customerId: 'cus_1', userId: 'user-1', subscriptionId: 'sub_1', plan: 'proInvestor', interval: 'year' });
    const pending = checkoutCompletedEvent({ customer: 'cus_1', userId: 'user-1', plan: 'proInvestor', interval: 'year', paymentStatus: 'unpaid' });
    expect(mapStripeEvent(pending, prices)).toMatchObject({ kind: 'checkout', plan: null, interval: null });
    const forged = checkoutCompletedEvent({ customer: 'cus_1', userId: 'user-1', plan: 'admin', interval: 'week' });
    expect(mapStripeEvent(forged, prices)).toMatchObject({ kind: 'checkout', plan: null, interval: null });
  });

  it('reads payments and failed payments with their amount, currency and subscription', () => {
    expect(mapStripeEvent(invoiceEvent('paid', { customer: 'cus_1', subscriptionId: 'sub_1', amount: 4900 }), prices)).toMatchObject({
      kind: 'payment', customerId: 'cus_1', subscriptionId: 'sub_1', amount: 4900, currency: 'usd',
    });
    expect(mapStripeEvent(invoiceEvent('payment_failed', { customer: 'cus_1', subscriptionId: 'sub_1', amount: 1900 }), prices)).toMatchObject({
      kind: 'payment_failed', amount: 1900,
    });
  });

  it('ignores every other event type', () => {
    const event = { ...subscriptionEvent('updated', { customer: 'cus_1', status: 'active', price: 'x' }), type: 'customer.created' } as Parameters<typeof mapStripeEvent>[0];
    expect(mapStripeEvent(event, prices)).toEqual({ kind: 'ignore', reason: 'customer.created is not used' });
  });
});
