import { ROLES, TEAM_ROLES, type PermissionRule, type Role, type TeamRole } from '@thesis/domain';

/**
 * The personas of the authorization matrix and what the rules read of them, as data: signed in or
 * not, their account's state, their effective role (the capability table's input), whose workspace
 * they work in, and what a share in force grants them on the owner's review.
 */
export type PersonaName =
  | 'visitor'
  | 'owner'
  | 'other'
  | `role:${Role}`
  | `member:${TeamRole}`
  | 'share:none'
  | 'share:models'
  | 'share:notes'
  | 'share:decisions'
  | 'publicLink'
  | 'expiredShare'
  | 'revokedShare'
  | 'blocked'
  | 'inactiveMember'
  | 'suspended';

export type Grant = Readonly<Record<PermissionRule, boolean>>;

export interface PersonaFacts {
  signedIn: boolean;
  /** A suspended account or a blocked member is refused on every signed-in route (403). */
  status: 'active' | 'suspended' | 'blocked';
  /** The effective role: a member's team role, else the account's own. */
  role: Role;
  /** False for a member of a team whose owner is no longer a Pro Investor (read capabilities only). */
  teamActive: boolean;
  /** Works in the owner's workspace (the owner and the team's active members). */
  ownerWorkspace: boolean;
  /** The team they work in: the owner's, another (a Pro Investor's own, or another owner's), or none. */
  team: 'owner' | 'another' | null;
  /** Is the owner themself (their own files and account). */
  isOwner: boolean;
  /** What a share in force grants on the owner's review (null: none, or only expired/revoked ones). */
  grant: Grant | null;
  /** Markers (see authz-world.ts MARKERS) the persona may see. */
  markers: readonly ('other' | 'team' | 'sharedNote')[];
}

const NO_GRANT = { models: false, notes: false, decisions: false } as const;

const base: PersonaFacts = { signedIn: true, status: 'active', role: 'investor', teamActive: true, ownerWorkspace: false, team: null, isOwner: false, grant: null, markers: [] };

function outsider(role: Role): PersonaFacts {
  return { ...base, role, team: role === 'proInvestor' ? 'another' : null };
}

function member(role: TeamRole): PersonaFacts {
  return { ...base, role, ownerWorkspace: true, team: 'owner', markers: ['team', 'sharedNote'] };
}

function recipient(grant: Partial<Grant>): PersonaFacts {
  const full = { ...NO_GRANT, ...grant };
  return { ...base, grant: full, markers: full.notes ? ['sharedNote'] : [] };
}

export const PERSONAS: Readonly<Record<PersonaName, PersonaFacts>> = {
  visitor: { ...base, signedIn: false },
  owner: { ...base, role: 'proInvestor', ownerWorkspace: true, team: 'owner', isOwner: true, markers: ['team', 'sharedNote'] },
  other: { ...base, markers: ['other'] },
  ...(Object.fromEntries(ROLES.map((role) => [`role:${role}`, outsider(role)])) as Record<`role:${Role}`, PersonaFacts>),
  ...(Object.fromEntries(TEAM_ROLES.map((role) => [`member:${role}`, member(role)])) as Record<`member:${TeamRole}`, PersonaFacts>),
  'share:none': recipient({}),
  'share:models': recipient({ models: true }),
  'share:notes': recipient({ notes: true }),
  'share:decisions': recipient({ decisions: true }),
  publicLink: recipient({ models: true }),
  expiredShare: { ...base },
  revokedShare: { ...base },
  blocked: { ...base, status: 'blocked', role: 'teamAnalyst', team: 'owner' },
  inactiveMember: { ...base, role: 'teamPortfolioManager', teamActive: false, team: 'another' },
  suspended: { ...base, status: 'suspended' },
};

export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];
