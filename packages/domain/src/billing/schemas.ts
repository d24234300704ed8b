import { z } from 'zod';
import { ROLES } from '../constants/roles';
import { libraryPageQuery, listLimitQuery } from '../schemas/items';
import { BILLING_MESSAGES } from './messages';
import { BILLING_INTERVALS, BILLING_MODES, PLAN_IDS } from './plans';

/** Stripe's subscription statuses, which the stored subscription keeps (local and operator plans are `active`). */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a plan change came from: Stripe's webhooks, a local-mode choice, the trial, or the operator CLI. */
export const PLAN_CHANGE_SOURCES = ['stripe', 'local', 'trial', 'operator'] as const;
export type PlanChangeSource = (typeof PLAN_CHANGE_SOURCES)[number];

export const HISTORY_KINDS = ['plan_change', 'payment', 'payment_failed'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

const planField = z.enum(PLAN_IDS, { error: BILLING_MESSAGES.planRequired });
const intervalField = z.enum(BILLING_INTERVALS, { error: BILLING_MESSAGES.intervalRequired });

/** POST /billing/checkout. */
export const checkoutRequestSchema = z.object({ plan: planField, interval: intervalField.default('month') });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where to send the browser; `applied` when the plan changed already (local mode). */
export const checkoutResultSchema = z.object({ url: z.string(), applied: z.boolean() });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** GET /users/stripe/portal_url?return_url= (spec §7). */
export const portalQuerySchema = z.object({ return_url: z.string().max(2048, { message: BILLING_MESSAGES.returnUrlInvalid }).optional() });
export const portalResultSchema = z.object({ portal_url: z.string() });

export const planPricesSchema = z.object(Object.fromEntries(BILLING_INTERVALS.map((interval) => [interval, z.number()])) as Record<(typeof BILLING_INTERVALS)[number], z.ZodNumber>);

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  summary: z.string(),
  features: z.array(z.string()),
  /** US dollars per interval; null for Free and when the viewer is an administrator (who never sees prices). */
  prices: planPricesSchema.nullable(),
  /** Team seats (Pro Investor); 0 otherwise. */
  seats: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const trialStateSchema = z.object({ active: z.boolean(), ends_at: z.string().nullable(), days_left: z.number().nullable() });

/** The signed-in viewer's billing: the effective plan, the stored subscription, the trial and what they may do. */
export const billingStateSchema = z.object({
  /** The effective plan (an active trial counts as investor). */
  plan: z.enum(PLAN_IDS),
  role: z.enum(ROLES),
  /** The paid plan stored for the user (free when none). */
  paid_plan: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  past_due: z.boolean(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  trial: trialStateSchema,
  /** A Stripe customer exists, so the customer portal can open. */
  has_billing_account: z.boolean(),
  /** The one-time notice that the trial ended and the account dropped to Free is due. */
  trial_ended_notice: z.boolean(),
  abilities: z.object({ change_plan: z.boolean(), manage_billing: z.boolean() }),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** GET /billing/plans. */
export const billingPlansSchema = z.object({
  mode: z.enum(BILLING_MODES),
  currency: z.literal('USD'),
  trial_days: z.number().int(),
  plans: z.array(planSchema),
  /** Null for visitors. */
  current: billingStateSchema.nullable(),
});
export type BillingPlans = z.infer<typeof billingPlansSchema>;

/** A row of GET /billing/history. Amounts are in major units of `currency`. */
export const billingHistoryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(HISTORY_KINDS),
  from_plan: z.enum(PLAN_IDS).nullable(),
  to_plan: z.enum(PLAN_IDS).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  source: z.enum(PLAN_CHANGE_SOURCES),
  description: z.string(),
  created_at: z.string(),
});
export type BillingHistoryRow = z.infer<typeof billingHistoryRowSchema>;

export const billingHistoryQuerySchema = z.object({ page: libraryPageQuery, limit: listLimitQuery(100, 20) });
