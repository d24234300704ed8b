import { ROLE_LABELS } from '../constants/roles';
import { TRIAL_DAYS } from '../constants/limits';
import { formatDate } from '../format/dates';
import { trialCountdown } from '../permissions/trial';
import { INTERVAL_LABELS, keepsRoleOnPlanChange, PLAN_NAMES } from './plans';
import type { BillingState } from './schemas';

/** One or two sentences on the viewer's plan, as /pricing and /billing open with them. */
export function billingSummary(state: BillingState): string {
  if (state.role === 'admin') return 'Plans do not apply to administrator accounts.';
  const team = keepsRoleOnPlanChange(state.role) ? `You work in a team as ${ROLE_LABELS[state.role]}. ` : '';
  const own = team ? 'Your own plan is' : 'You are on';
  if (state.trial.active && state.trial.days_left !== null && state.plan === 'investor') {
    return `${team}${own} the ${TRIAL_DAYS}-day free trial of Investor. ${trialCountdown(state.trial.days_left)}.`;
  }
  if (state.plan === 'free') return `${team}${own} the Free plan.`;
  const billed = state.interval ? `, billed ${INTERVAL_LABELS[state.interval].adjective.toLowerCase()}` : '';
  const end = state.current_period_end
    ? state.cancel_at_period_end
      ? ` It ends on ${formatDate(state.current_period_end)}.`
      : ` It renews on ${formatDate(state.current_period_end)}.`
    : '';
  return `${team}${own} ${PLAN_NAMES[state.plan]}${billed}.${end}`;
}
