import type { Role } from '../constants/roles';

/** Monthly plan prices in USD as configured for billing; shown on the subscription chip. */
export const PLAN_PRICES_USD: Partial<Record<Role, number>> = {
  free: 0,
  investor: 19,
  proInvestor: 49,
  teamAdministrator: 99,
};

/**
 * Display cost of the subscription chip (spec §6, interpretations.md): the plan's price from the
 * billing configuration, $0 on Free and during the trial, blank for admin.
 */
export function subscriptionCost(role: Role, onTrial: boolean, prices = PLAN_PRICES_USD): string {
  if (role === 'admin') return '';
  if (role === 'free' || onTrial) return '$0';
  const price = prices[role];
  return price === undefined ? '' : `$${price}`;
}
