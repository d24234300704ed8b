import type { Role } from '../constants/roles';
import { formatPlanCost, formatPlanPrice, isPaidPlan, type BillingInterval, type PlanPrices } from '../billing/plans';

/**
 * Display cost of the subscription chip (spec §6, interpretations.md): the plan's price from the
 * billing configuration ("$19/month", "$190/year" for a yearly subscription), "$0" on Free and
 * during the trial, blank for admin and for team roles (whose plan is their team's), and blank
 * while the prices are not known.
 */
export function subscriptionCost(role: Role, onTrial: boolean, prices: PlanPrices | null, interval: BillingInterval | null = null): string {
  if (role === 'admin') return '';
  if (role === 'free' || (onTrial && role === 'investor')) return formatPlanPrice(0);
  if (!isPaidPlan(role) || !prices) return '';
  const per = interval ?? 'month';
  return formatPlanCost(prices[role][per], per);
}
