import type Stripe from 'stripe';
import { afterEach } from 'vitest';
import type { BillingHistoryRow, BillingPlans, CheckoutRequest, PlanId } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { signed } from '../../test/stripe-fixtures';

export function getPlans(ctx: TestContext, session?: Session) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/billing/plans', headers: session?.headers ?? {} });
}

export async function billingState(ctx: TestContext, session: Session): Promise<NonNullable<BillingPlans['current']>> {
  const response = await getPlans(ctx, session);
  if (response.statusCode !== 200) throw new Error(`GET /billing/plans: ${response.statusCode} ${response.body}`);
  return response.json<{ data: BillingPlans }>().data.current!;
}

export function checkout(ctx: TestContext, session: Session | null, payload: CheckoutRequest | Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/billing/checkout', headers: session?.headers ?? {}, payload });
}

export function portal(ctx: TestContext, session: Session | null, returnUrl?: string) {
  const query = returnUrl === undefined ? '' : `?return_url=${encodeURIComponent(returnUrl)}`;
  return ctx.app.inject({ method: 'GET', url: `/api/v1/users/stripe/portal_url${query}`, headers: session?.headers ?? {} });
}

export async function historyOf(ctx: TestContext, session: Session): Promise<BillingHistoryRow[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/history', headers: session.headers });
  if (response.statusCode !== 200) throw new Error(`GET /billing/history: ${response.statusCode} ${response.body}`);
  return response.json<{ data: BillingHistoryRow[] }>().data;
}

/** POSTs a Stripe event to the webhook, signed unless a signature (or null for none) is given. */
export function postWebhook(ctx: TestContext, event: Stripe.Event | string, signature?: string | null) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  const header = signature === undefined ? signed(payload) : signature;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/billing/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header === null ? {} : { 'stripe-signature': header }) },
    payload,
  });
}

export async function storedUser(ctx: TestContext, userId: string) {
  return ctx.db.db.selectFrom('users').select(['role', 'trial_ends_at']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function storedSubscription(ctx: TestContext, userId: string) {
  return ctx.db.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Records the plan-change listener calls of a suite: `listen()` inside a test starts recording,
 * and each test ends with the listener removed and the record cleared.
 */
export function planChangeRecorder(ctx: TestContext) {
  const changes: [string, PlanId, PlanId][] = [];
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    changes.length = 0;
  });
  return {
    changes,
    listen() {
      stop = ctx.app.deps.billing.onPlanChange(async (userId, from, to) => void changes.push([userId, from, to]));
    },
  };
}
