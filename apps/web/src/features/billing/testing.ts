import type { BillingPlans, BillingState, Plan } from '@thesis/domain';

/** The catalogue as GET /billing/plans answers it with the default configuration. */
export const PLANS: Plan[] = [
  { id: 'free', name: 'Free', summary: 'Free summary', features: ['Processes'], prices: null, seats: 0 },
  { id: 'investor', name: 'Investor', summary: 'Investor summary', features: ['Decisions'], prices: { month: 19, year: 190 }, seats: 0 },
  { id: 'proInvestor', name: 'Pro Investor', summary: 'Pro summary', features: ['A team workspace with 5 seats'], prices: { month: 49, year: 490 }, seats: 5 },
];

/** A billing state: a free user unless overridden. */
export function billingStateOf(overrides: Partial<BillingState> = {}): BillingState {
  return {
    plan: 'free',
    role: 'free',
    paid_plan: 'free',
    interval: null,
    status: null,
    past_due: false,
    cancel_at_period_end: false,
    current_period_end: null,
    trial: { active: false, ends_at: null, days_left: null },
    has_billing_account: false,
    trial_ended_notice: false,
    abilities: { change_plan: true, manage_billing: true },
    ...overrides,
  };
}

export const onTrialState = (days = 40) =>
  billingStateOf({ plan: 'investor', role: 'investor', trial: { active: true, ends_at: '2026-06-01T00:00:00.000Z', days_left: days } });

export function plansAnswer(current: BillingState | null, mode: BillingPlans['mode'] = 'local'): { data: BillingPlans } {
  return { data: { mode, currency: 'USD', trial_days: 90, plans: PLANS, current } };
}
