import { isRole, TEAM_ROLES, type Role } from '../constants/roles';

/** The plans a user can hold (issue #16): their ids are the role names they grant. */
export const PLAN_IDS = ['free', 'investor', 'proInvestor'] as const satisfies readonly Role[];
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans that cost money. */
export const PAID_PLAN_IDS = ['investor', 'proInvestor'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * stripe: Stripe Checkout, the customer portal and webhooks. local: plan changes apply at once,
 * free of charge (the embedded default). off: users cannot change plans; the operator CLI assigns roles.
 */
export const BILLING_MODES = ['stripe', 'local', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** Displayed prices in US dollars per interval, from the billing configuration. */
export type PlanPrices = Record<PaidPlanId, Record<BillingInterval, number>>;

/** The configuration's defaults (BILLING_PRICE_*). */
export const DEFAULT_PLAN_PRICES: PlanPrices = {
  investor: { month: 19, year: 190 },
  proInvestor: { month: 49, year: 490 },
};
/** Team seats of the Pro Investor plan unless BILLING_PRO_SEATS says otherwise. */
export const DEFAULT_PRO_SEATS = 5;
/** The highest price or seat count the configuration accepts. */
export const MAX_PLAN_PRICE = 100_000;
export const MAX_PRO_SEATS = 1_000;

export const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', investor: 'Investor', proInvestor: 'Pro Investor' };
export const INTERVAL_LABELS: Record<BillingInterval, { adjective: string; noun: string }> = {
  month: { adjective: 'Monthly', noun: 'month' },
  year: { adjective: 'Yearly', noun: 'year' },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
export function isPaidPlan(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** Rank of a plan, to tell an upgrade from a downgrade. */
export function planRank(plan: PlanId): number {
  return PLAN_IDS.indexOf(plan);
}

/**
 * Roles whose `users.role` a plan change leaves alone: an admin, and a member working inside
 * someone's team. Only their stored plan changes; it takes effect when they leave the team.
 */
export function keepsRoleOnPlanChange(role: string): boolean {
  return role === 'admin' || (TEAM_ROLES as readonly string[]).includes(role);
}

/** The plan a role stands for, when it is one (free, investor, proInvestor). */
export function planOfRole(role: string): PlanId | null {
  return isRole(role) && isPlanId(role) ? role : null;
}

/** Price of a plan for an interval; 0 for Free. */
export function planPrice(plan: PlanId, interval: BillingInterval, prices: PlanPrices): number {
  return plan === 'free' ? 0 : prices[plan][interval];
}

/** Whole percent a plan saves when paid yearly instead of twelve months (0 when yearly is not cheaper). */
export function yearlySavingPercent(price: Record<BillingInterval, number>): number {
  const twelveMonths = price.month * 12;
  if (twelveMonths <= 0) return 0;
  return Math.max(0, Math.floor(((twelveMonths - price.year) / twelveMonths) * 100));
}

/** US dollars as shown on plans: "$19", or "$19.50" when there are cents. */
export function formatPlanPrice(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

/** "$19/month", "$190/year". */
export function formatPlanCost(amount: number, interval: BillingInterval): string {
  return `${formatPlanPrice(amount)}/${INTERVAL_LABELS[interval].noun}`;
}
