import { can, deniedMessage, isRole, TEAM_ROLES, type Capability, type CapabilityHolder, type Role, type TeamRole } from '@thesis/domain';
import type { UserRow } from '../users/users.repository';

/** The team a person works in, as resolved at sign-in and on every request. */
export interface WorkspaceTeam {
  id: string;
  name: string;
  ownerId: string;
  /** The owner's address: whom members contact (inactive team, blocked member). */
  contactEmail: string;
  isOwner: boolean;
  /** The owner is still a Pro Investor. */
  active: boolean;
  memberId: string;
  /** proInvestor for the owner, else the member's team role. */
  role: 'proInvestor' | TeamRole;
  isBlocked: boolean;
}

/**
 * Whose rows a person works on. Content is keyed by `user_id`; a team's content by its owner's id,
 * so `ownerId` is the person's own id outside a team and the team owner's id inside one.
 */
export interface Workspace {
  ownerId: string;
  team: WorkspaceTeam | null;
  /** The owner's users.reviews_version when the viewer was read: which reviews the workspace has changes only when it counts up. */
  reviewsVersion: number;
}

/** The signed-in person: their account row with their effective role, and their workspace. */
export type Viewer = UserRow & { workspace: Workspace };

/** The membership columns read beside the user (see viewer.repository.ts). */
export interface MembershipRow {
  member_id: string;
  member_role: string;
  member_blocked: number | boolean;
  team_id: string;
  team_name: string;
  team_owner_id: string;
  owner_role: string;
  owner_email: string;
  owner_reviews_version: number;
}

/**
 * The viewer of an account row and its accepted membership (if any). A member's effective role is
 * their team role; the owner keeps their own (a plan role): the team is active while it is
 * proInvestor. Outside a team the workspace is the person's own.
 */
export function viewerOf(user: UserRow, membership: MembershipRow | null): Viewer {
  if (!membership) return { ...user, workspace: { ownerId: user.id, team: null, reviewsVersion: user.reviews_version } };
  const isOwner = membership.team_owner_id === user.id;
  const role = isOwner ? 'proInvestor' : teamRoleOf(membership.member_role);
  const team: WorkspaceTeam = {
    id: membership.team_id,
    name: membership.team_name,
    ownerId: membership.team_owner_id,
    contactEmail: membership.owner_email,
    isOwner,
    active: membership.owner_role === 'proInvestor',
    memberId: membership.member_id,
    role,
    isBlocked: !isOwner && (membership.member_blocked === true || membership.member_blocked === 1),
  };
  return { ...user, role: isOwner ? user.role : role, workspace: { ownerId: membership.team_owner_id, team, reviewsVersion: membership.owner_reviews_version } };
}

function teamRoleOf(role: string): TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role) ? (role as TeamRole) : 'teamViewer';
}

/** Whose rows the viewer reads and writes (the workspace key). */
export function scopeOf(viewer: Viewer): string {
  return viewer.workspace.ownerId;
}

/** Whether a row keyed by `ownerId` belongs to the viewer's workspace. */
export function inWorkspace(viewer: Viewer, ownerId: string | null | undefined): boolean {
  return ownerId !== null && ownerId !== undefined && ownerId === viewer.workspace.ownerId;
}

/** The viewer as the capability table sees them: a member of an inactive team is read-only. */
export function holderOf(viewer: Pick<Viewer, 'role' | 'workspace'>): CapabilityHolder {
  const team = viewer.workspace.team;
  return { role: viewer.role, teamActive: team && !team.isOwner ? team.active : true };
}

export function viewerCan(viewer: Pick<Viewer, 'role' | 'workspace'>, capability: Capability): boolean {
  return can(holderOf(viewer), capability);
}

export function viewerDenied(viewer: Pick<Viewer, 'role' | 'workspace'>, capability: Capability): string {
  return deniedMessage(holderOf(viewer), capability);
}

/** The effective role as a known role name. */
export function roleOfViewer(viewer: Pick<Viewer, 'role'>): Role {
  return isRole(viewer.role) ? viewer.role : 'free';
}

/** Who writes a new row: the workspace it belongs to and the person who made it. */
export interface Writer {
  ownerId: string;
  createdBy: string;
}

export function writerOf(viewer: Viewer): Writer {
  return { ownerId: scopeOf(viewer), createdBy: viewer.id };
}
