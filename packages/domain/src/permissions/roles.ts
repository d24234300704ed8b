import { DEFAULT_ROLE, isRole, type Role } from '../constants/roles';

/** Upgrade appears in the user menu only for these roles (spec §6 User menu). */
export const UPGRADE_ROLES: readonly Role[] = ['free', 'investor', 'proInvestor', 'teamAdministrator'];
/** The Change subscription button shows only to these roles (spec §6 Subscription chip). */
export const CHANGE_SUBSCRIPTION_ROLES: readonly Role[] = ['free', 'investor', 'proInvestor'];

export function canUpgrade(role: Role): boolean {
  return UPGRADE_ROLES.includes(role);
}
export function canChangeSubscription(role: Role): boolean {
  return CHANGE_SUBSCRIPTION_ROLES.includes(role);
}
/** AI-assisted fill of a process is part of the paid plans, as decisions are. */
export function canRequestAiFill(role: Role): boolean {
  return role !== 'free';
}

/**
 * The effective role of a user from its list of role names: the first known one,
 * `free` when none (spec §6 "free (the default when none)").
 */
export function primaryRole(roles: readonly string[] | null | undefined): Role {
  const found = (roles ?? []).find(isRole);
  return found ?? DEFAULT_ROLE;
}
