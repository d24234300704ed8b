import { ROLES, type Role } from '../constants/roles';

export const NAV_ENTRIES = ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions'] as const;
export type NavEntry = (typeof NAV_ENTRIES)[number];

const PROCESS_ROLES: readonly Role[] = [
  'free',
  'investor',
  'admin',
  'proInvestor',
  'teamAdministrator',
  'teamPortfolioManager',
];
const ANALYSIS_ROLES: readonly Role[] = [...PROCESS_ROLES, 'teamAnalyst'];

/**
 * Side-navigation table of spec §6. Dashboard: free, investor, admin and the team group
 * (proInvestor plus the four team roles), i.e. every role (interpretations.md).
 */
export const NAV_ROLES: Record<NavEntry, readonly Role[]> = {
  dashboard: ROLES,
  process: PROCESS_ROLES,
  investments: [...PROCESS_ROLES, 'teamAnalyst', 'teamViewer'],
  screening: ANALYSIS_ROLES,
  portfolio: ANALYSIS_ROLES,
  decisions: ANALYSIS_ROLES,
};

export function navEntriesFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => NAV_ROLES[entry].includes(role));
}

export function canSeeNavEntry(role: Role, entry: NavEntry): boolean {
  return NAV_ROLES[entry].includes(role);
}
