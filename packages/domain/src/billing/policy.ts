import { canUpgrade } from '../permissions/roles';
import type { Role } from '../constants/roles';
import { BILLING_MESSAGES } from './messages';
import type { BillingMode } from './plans';

/**
 * Why a user may not choose a plan, or null when they may: never with BILLING_MODE=off; never an
 * administrator; a team member only as team administrator (the roles that see Upgrade, spec §6).
 */
export function planChangeRefusal(role: Role, mode: BillingMode): string | null {
  if (mode === 'off') return BILLING_MESSAGES.planChangesOff;
  if (role === 'admin') return BILLING_MESSAGES.adminHasNoPlan;
  if (!canUpgrade(role)) return BILLING_MESSAGES.teamMemberPlan;
  return null;
}

export function canChangePlan(role: Role, mode: BillingMode): boolean {
  return planChangeRefusal(role, mode) === null;
}

/** Administrators never see prices (issue #16). */
export function seesPrices(role: Role | null): boolean {
  return role !== 'admin';
}
