import { isRole, type Role } from '../constants/roles';
import { MESSAGES } from '../constants/messages';
import { DECISION_MESSAGES } from '../decisions/messages';
import { MARKET_DATA_MESSAGES } from '../market-data/messages';
import { PORTFOLIO_MESSAGES } from '../portfolio/messages';
import { INVESTMENT_MESSAGES } from '../schemas/investments';
import { TEAM_MESSAGES } from '../teams/messages';

/**
 * What a signed-in person may do, as data (issue 13's rights table, spec §6). Every server route
 * names the capability it needs (apps/server/src/plugins/route-rights.ts) and the web guards its
 * pages and buttons with the same table, so the two never disagree.
 *
 * Ownership, team workspace and share grants are checked on top of these by each resource's
 * policy: a capability says what a role may do at all, the policy says on which rows.
 */
export const CAPABILITIES = [
  /** See the team screen (members, history). */
  'team.read',
  /** Rename the team, add, re-role, block and remove members. */
  'team.manage',
  /** Read processes and the template library. */
  'processes.read',
  /** Create, change, delete processes and items; copy templates in. */
  'processes.edit',
  /** Read reviews of the workspace (and those shared with you). */
  'reviews.read',
  /** Score, comment, notes, models, files, summary; create reviews and unlisted companies. */
  'reviews.edit',
  /** Share a review outside the team. */
  'reviews.share',
  /** Screens: see them and their results. */
  'screens.read',
  /** Screens: create, change, run, delete. */
  'screens.use',
  /** Portfolio: see the holdings and export them. */
  'portfolio.read',
  /** Portfolio: add, change, remove and import holdings. */
  'portfolio.use',
  /** Change the decision draft, decision types and notes on decisions. */
  'decisions.draft',
  /** Make (finalise) a decision. */
  'decisions.make',
  /** Historical and estimation financials. */
  'financials.read',
  /** Operators: watch the market-data connectors and start a sync. */
  'data.operate',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Everything but the team's own screen and the operators' tools: what a person working alone may do at most. */
const SOLO: readonly Capability[] = CAPABILITIES.filter((capability) => !capability.startsWith('team.') && capability !== 'data.operate');

/** The role → capability table. proInvestor is the team's owner. */
export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  free: ['processes.read', 'processes.edit', 'reviews.read', 'reviews.edit', 'reviews.share', 'screens.read', 'screens.use', 'portfolio.read', 'portfolio.use'],
  investor: SOLO,
  admin: [...SOLO, 'data.operate'],
  proInvestor: ['team.read', 'team.manage', ...SOLO],
  teamAdministrator: ['team.read', 'team.manage', ...SOLO],
  teamPortfolioManager: ['team.read', ...SOLO],
  teamAnalyst: ['team.read', 'processes.read', 'reviews.read', 'reviews.edit', 'screens.read', 'screens.use', 'portfolio.read', 'portfolio.use', 'decisions.draft', 'financials.read'],
  teamViewer: ['processes.read', 'reviews.read', 'financials.read'],
};

/** Capabilities that change nothing: what a member of an inactive team keeps. */
export const READ_CAPABILITIES: readonly Capability[] = ['team.read', 'processes.read', 'reviews.read', 'screens.read', 'portfolio.read', 'financials.read'];

/** Whoever asks: their effective role and whether the team they work in is active. */
export interface CapabilityHolder {
  role: string;
  /** False when the person works in a team whose owner is no longer a Pro Investor. */
  teamActive?: boolean;
}

function roleOf(role: string): Role {
  return isRole(role) ? role : 'free';
}

export function capabilitiesOf(holder: CapabilityHolder): Capability[] {
  const granted = ROLE_CAPABILITIES[roleOf(holder.role)];
  return holder.teamActive === false ? granted.filter((capability) => READ_CAPABILITIES.includes(capability)) : [...granted];
}

export function can(holder: CapabilityHolder, capability: Capability): boolean {
  return capabilitiesOf(holder).includes(capability);
}

/** The 403 message when `capability` is refused to `holder`, written for the person refused. */
export function deniedMessage(holder: CapabilityHolder, capability: Capability): string {
  const role = roleOf(holder.role);
  if (holder.teamActive === false && ROLE_CAPABILITIES[role].includes(capability)) return TEAM_MESSAGES.inactiveReadOnly;
  switch (capability) {
    case 'team.read':
      return role === 'free' || role === 'investor' || role === 'admin' ? MESSAGES.noTeam : TEAM_MESSAGES.noTeamScreen;
    case 'team.manage':
      return role === 'free' || role === 'investor' || role === 'admin' ? MESSAGES.noTeam : TEAM_MESSAGES.notTeamAdmin;
    case 'decisions.make':
      return role === 'teamAnalyst' ? TEAM_MESSAGES.analystCannotDecide : role === 'free' ? DECISION_MESSAGES.freeCannotDecide : MESSAGES.noEditPermission;
    case 'decisions.draft':
      return role === 'free' ? DECISION_MESSAGES.freeCannotDecide : MESSAGES.noEditPermission;
    case 'screens.read':
    case 'screens.use':
      return TEAM_MESSAGES.noScreening;
    case 'portfolio.read':
    case 'portfolio.use':
      return PORTFOLIO_MESSAGES.roleForbidden;
    case 'reviews.share':
      return role === 'teamViewer' ? MESSAGES.noEditPermission : TEAM_MESSAGES.cannotShare;
    case 'financials.read':
      return INVESTMENT_MESSAGES.financialsUpgrade;
    case 'data.operate':
      return MARKET_DATA_MESSAGES.operatorsOnly;
    case 'processes.read':
    case 'processes.edit':
    case 'reviews.read':
    case 'reviews.edit':
      return MESSAGES.noEditPermission;
  }
}
