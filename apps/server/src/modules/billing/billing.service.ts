import {
  BILLING_MESSAGES,
  canChangePlan,
  isPlanId,
  isTrialActive,
  trialState,
  type BillingPlans,
  type BillingState,
  type CheckoutResult,
  type PaidPlanId,
  type PlanId,
  type BillingInterval,
  TRIAL_DAYS,
} from '@thesis/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isSet } from '../../db/values';
import { AppError, fieldError } from '../../lib/errors';
import { displayName } from '../users/users.presenter';
import type { UserRow } from '../users/users.repository';
import { BillingRepository, type SubscriptionRow } from './billing.repository';
import { assertMayChangePlan, roleOf, safeReturnUrl } from './billing.policy';
import { intervalOf, presentHistory, presentPlans, statusOf } from './billing.presenter';
import { effectivePlan, isLive, planWithoutRecord, type PlanChanges } from './plan-changes';
import type { StripeGateway } from './stripe-gateway';

interface Deps {
  db: Db;
  config: Config;
  plans: PlanChanges;
  /** Present in Stripe mode only. */
  stripe: StripeGateway | undefined;
}


/** Whoever asks: their account, and the team they work in when there is one (a member of an active team is not told of a trial). */
type BillingViewer = UserRow & { workspace?: { team: { isOwner: boolean; active: boolean } | null } };
/** The billing use cases: the catalogue and the viewer's state, checkout, the portal, history, notices. */
export class BillingService {
  private readonly repository: BillingRepository;

  constructor(private readonly deps: Deps) {
    this.repository = new BillingRepository(deps.db.db);
  }

  private get mode() {
    return this.deps.config.billing.mode;
  }

  private url(path: string): string {
    return `${this.deps.config.appUrl}${path}`;
  }

  async plans(viewer: BillingViewer | null): Promise<BillingPlans> {
    return {
      mode: this.mode,
      currency: 'USD',
      trial_days: TRIAL_DAYS,
      plans: presentPlans(this.deps.config.billing, viewer ? roleOf(viewer) : null),
      current: viewer ? await this.state(viewer) : null,
    };
  }

  async state(viewer: BillingViewer): Promise<BillingState> {
    const row = await this.repository.subscriptionOf(viewer.id);
    const plan = effectivePlan(row, viewer);
    const paidPlan = row ? (isPlanId(row.plan) ? row.plan : 'free') : planWithoutRecord(viewer);
    const hasAccount = Boolean(row?.stripe_customer_id);
    const live = isLive(row);
    return {
      plan,
      role: roleOf(viewer),
      paid_plan: paidPlan,
      interval: live ? intervalOf(row?.billing_interval) : null,
      status: paidPlan === 'free' ? null : statusOf(row?.status),
      past_due: live && row?.status === 'past_due',
      cancel_at_period_end: live && isSet(row?.cancel_at_period_end),
      current_period_end: live ? (row?.current_period_end ?? null) : null,
      trial: { ...trialState(viewer.trial_ends_at, viewer.workspace?.team), ends_at: viewer.trial_ends_at },
      has_billing_account: hasAccount,
      trial_ended_notice: plan === 'free' && (await this.repository.trialEndedNoticeDue(viewer.id)),
      abilities: {
        change_plan: canChangePlan(roleOf(viewer), this.mode),
        manage_billing: this.mode === 'stripe' ? hasAccount : this.mode === 'local',
      },
    };
  }

  async checkout(viewer: UserRow, input: { plan: PlanId; interval: BillingInterval }): Promise<CheckoutResult> {
    assertMayChangePlan(viewer, this.mode);
    const row = await this.repository.subscriptionOf(viewer.id);
    const current = effectivePlan(row, viewer);
    const onPlan = input.plan === 'free' ? current === 'free' : isLive(row) && row?.plan === input.plan && row.billing_interval === input.interval;
    if (onPlan) throw fieldError('plan', input.plan === 'free' ? BILLING_MESSAGES.alreadyFree : BILLING_MESSAGES.alreadyOnPlan);
    if (this.mode === 'local') {
      await this.deps.plans.applyPlan(viewer.id, input.plan, 'local', { interval: input.interval, status: 'active', cancel_at_period_end: 0 });
      return { url: this.url(`/pricing?checkout=local&plan=${input.plan}`), applied: true };
    }
    return { url: await this.stripeCheckout(viewer, row, input), applied: false };
  }

  private async stripeCheckout(viewer: UserRow, row: SubscriptionRow | undefined, input: { plan: PlanId; interval: BillingInterval }): Promise<string> {
    const stripe = this.requireStripe();
    const subscriptionId = isLive(row) ? row?.stripe_subscription_id : null;
    if (row?.stripe_customer_id && subscriptionId) {
      // A subscriber changes plan in the portal, which confirms the new price or the cancellation.
      const back = this.url('/billing');
      if (input.plan === 'free') return stripe.portalUrl(row.stripe_customer_id, back, { type: 'subscription_cancel', subscription_cancel: { subscription: subscriptionId } });
      const item = row.stripe_subscription_item_id;
      const flow = item
        ? { type: 'subscription_update_confirm' as const, subscription_update_confirm: { subscription: subscriptionId, items: [{ id: item, price: stripe.priceId(input.plan, input.interval), quantity: 1 }] } }
        : { type: 'subscription_update' as const, subscription_update: { subscription: subscriptionId } };
      return stripe.portalUrl(row.stripe_customer_id, back, flow);
    }
    if (input.plan === 'free') throw fieldError('plan', isTrialActive(viewer.trial_ends_at) ? BILLING_MESSAGES.trialEndsByItself : BILLING_MESSAGES.operatorPlan);
    const customerId = await this.customerOf(viewer, row);
    return stripe.checkoutUrl({
      customerId,
      userId: viewer.id,
      plan: input.plan as PaidPlanId,
      interval: input.interval,
      successUrl: this.url('/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: this.url('/pricing?checkout=canceled'),
    });
  }

  private async customerOf(viewer: UserRow, row: SubscriptionRow | undefined): Promise<string> {
    if (row?.stripe_customer_id) return row.stripe_customer_id;
    const customerId = await this.requireStripe().createCustomer({ id: viewer.id, email: viewer.email, name: displayName(viewer) });
    await this.repository.saveSubscription(viewer.id, { stripe_customer_id: customerId }, undefined, planWithoutRecord(viewer));
    return customerId;
  }

  /** GET /users/stripe/portal_url: Stripe's portal for the user's customer, or the local /billing page. */
  async portalUrl(viewer: UserRow, returnUrl: string | undefined): Promise<string> {
    const back = safeReturnUrl(returnUrl, this.deps.config.appUrl, '/billing');
    if (this.mode !== 'stripe') return this.url('/billing');
    const row = await this.repository.subscriptionOf(viewer.id);
    if (!row?.stripe_customer_id) throw new AppError(422, BILLING_MESSAGES.noBillingAccount);
    return this.requireStripe().portalUrl(row.stripe_customer_id, back);
  }

  async history(viewer: UserRow, page: number, limit: number) {
    const { rows, total } = await this.repository.history(viewer.id, page, limit);
    return {
      data: rows.map(presentHistory),
      pagination: { total, count: rows.length, per_page: limit, current_page: page, total_pages: Math.max(1, Math.ceil(total / limit)) },
    };
  }

  async dismissTrialEnded(viewer: UserRow): Promise<void> {
    await this.repository.dismissTrialEndedNotice(viewer.id);
  }

  private requireStripe(): StripeGateway {
    if (!this.deps.stripe) throw new AppError(404, BILLING_MESSAGES.stripeNotConfigured);
    return this.deps.stripe;
  }
}
