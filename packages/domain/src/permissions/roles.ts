import { DEFAULT_ROLE, isRole, type Role } from '../constants/roles';

/** Upgrade appears in the user menu only for these roles (spec §6 User menu). */
export const UPGRADE_ROLES: readonly Role[] = ['free', 'investor', 'proInvestor', 'teamAdministrator'];
/** The Change subscription button shows only to these roles (spec §6 Subscription chip). */
export const CHANGE_SUBSCRIPTION_ROLES: readonly Role[] = ['free', 'investor', 'proInvestor'];
/** Team data loads only for these roles (spec §6 Teams). */
export const TEAM_DATA_ROLES: readonly Role[] = ['proInvestor', 'teamAdministrator', 'teamPortfolioManager', 'teamAnalyst'];
/** Team admin rights (spec §6 Teams). */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['proInvestor', 'teamAdministrator'];

export function canUpgrade(role: Role): boolean {
  return UPGRADE_ROLES.includes(role);
}
export function canChangeSubscription(role: Role): boolean {
  return CHANGE_SUBSCRIPTION_ROLES.includes(role);
}
export function loadsTeamData(role: Role): boolean {
  return TEAM_DATA_ROLES.includes(role);
}
export function hasTeamAdminRights(role: Role): boolean {
  return TEAM_ADMIN_ROLES.includes(role);
}
/** The team screen is read-only unless the role is proInvestor. */
export function canEditTeamScreen(role: Role): boolean {
  return role === 'proInvestor';
}
/** Making decisions is denied to free users (spec §6). */
export function canMakeDecisions(role: Role): boolean {
  return role !== 'free';
}
/** AI-assisted fill of a process is part of the paid plans, as decisions are. */
export function canRequestAiFill(role: Role): boolean {
  return role !== 'free';
}
/** The free role gets no historical or estimation financials (spec §6). */
export function canSeeFinancials(role: Role): boolean {
  return role !== 'free';
}
/** teamViewer may never edit a review (spec §6). */
export function canEditReviews(role: Role): boolean {
  return role !== 'teamViewer';
}

/**
 * The effective role of a user from its list of role names: the first known one,
 * `free` when none (spec §6 "free (the default when none)").
 */
export function primaryRole(roles: readonly string[] | null | undefined): Role {
  const found = (roles ?? []).find(isRole);
  return found ?? DEFAULT_ROLE;
}
