/** Roles of spec §6. `free` is the default when a user has none. */
export const ROLES = [
  'free',
  'investor',
  'proInvestor',
  'admin',
  'teamAdministrator',
  'teamPortfolioManager',
  'teamAnalyst',
  'teamViewer',
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'free';
/** Role given to a new account for the length of its trial. */
export const TRIAL_ROLE: Role = 'investor';

export const TEAM_ROLES = [
  'teamAdministrator',
  'teamPortfolioManager',
  'teamAnalyst',
  'teamViewer',
] as const satisfies readonly Role[];
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Display labels ("Team roles are labelled in display"). */
export const ROLE_LABELS: Record<Role, string> = {
  free: 'Free',
  investor: 'Investor',
  proInvestor: 'Pro Investor',
  admin: 'Admin',
  teamAdministrator: 'Administrator',
  teamPortfolioManager: 'Portfolio Manager',
  teamAnalyst: 'Analyst',
  teamViewer: 'Viewer',
};

/** Roles a team member can be assigned; the default is teamViewer (spec §5 Create member). */
export const MEMBER_ROLE_DEFAULT: TeamRole = 'teamViewer';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
