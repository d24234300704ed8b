import { INTERVAL_LABELS, planRank, type BillingInterval, type BillingMode, type BillingState, type Plan } from '@thesis/domain';

/** What a plan card offers the signed-in viewer. */
export type PlanChoice =
  | { kind: 'current'; label: string }
  | { kind: 'note'; label: string }
  | { kind: 'choose'; label: string; /** Leaves features behind: ask first. */ downgrade: boolean };

const CURRENT: PlanChoice = { kind: 'current', label: 'Current plan' };

/**
 * The call to action of a plan card for the viewer's billing state: the current plan is marked,
 * a trial reaches Free by itself (Stripe), a subscriber cancels in the portal, and every other
 * plan reads as an upgrade, a switch or a change of billing period.
 */
export function planChoice(plan: Plan, interval: BillingInterval, state: BillingState, mode: BillingMode): PlanChoice {
  const paidAndHeld = !state.trial.active && state.plan === plan.id && plan.id !== 'free';
  if (plan.id === 'free' && state.plan === 'free') return CURRENT;
  // A plan given by the operator has no billing period: it is current whichever period is shown.
  if (paidAndHeld && (state.interval === interval || state.interval === null)) return CURRENT;
  if (!state.abilities.change_plan) return { kind: 'note', label: mode === 'off' ? 'Assigned by your administrator' : 'Not available to your role' };
  if (paidAndHeld) return { kind: 'choose', label: `Switch to ${INTERVAL_LABELS[interval].adjective.toLowerCase()} billing`, downgrade: false };
  if (plan.id === 'free') {
    if (mode !== 'stripe') return { kind: 'choose', label: 'Switch to Free', downgrade: true };
    if (state.trial.active) return { kind: 'note', label: 'Your trial moves to Free by itself' };
    return state.has_billing_account ? { kind: 'choose', label: 'Cancel subscription', downgrade: true } : { kind: 'note', label: 'Assigned by your administrator' };
  }
  if (state.trial.active && plan.id === 'investor') return { kind: 'choose', label: 'Choose Investor', downgrade: false };
  const upgrade = planRank(plan.id) > planRank(state.plan);
  return { kind: 'choose', label: upgrade ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`, downgrade: !upgrade };
}
