import { blockedMessage, defaultTeamName } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { AppError } from '../../lib/errors';
import { displayName } from '../users/users.presenter';
import type { UserRow } from '../users/users.repository';
import type { TeamsRepository } from './teams.repository';
import type { ViewerRepository } from './viewer.repository';
import { viewerOf, type MembershipRow, type Viewer } from './workspace';

/**
 * Loads the signed-in person with their workspace. A Pro Investor always owns a team (issue 13):
 * one who has none yet (a new plan, a role given by an operator) gets it here, named
 * "{display name}'s team", the first time they are seen.
 */
export class Viewers {
  constructor(
    private readonly repo: ViewerRepository,
    private readonly teams: TeamsRepository,
  ) {}

  async forSession(userId: string, sessionId: string): Promise<Viewer | undefined> {
    const found = await this.repo.forSession(userId, sessionId);
    return found ? this.complete(found.user, found.membership, () => this.repo.forSession(userId, sessionId)) : undefined;
  }

  async forUser(userId: string): Promise<Viewer | undefined> {
    const found = await this.repo.forUser(userId);
    return found ? this.complete(found.user, found.membership, () => this.repo.forUser(userId)) : undefined;
  }

  /** The viewer of a row read elsewhere (sign-in): reads the membership. */
  async of(user: UserRow): Promise<Viewer> {
    return (await this.forUser(user.id)) ?? viewerOf(user, null);
  }

  /** Makes sure a Pro Investor without a team owns one; the team's history starts with it. */
  async ensureOwnTeam(user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'username'>): Promise<void> {
    const now = nowIso();
    const name = defaultTeamName(displayName(user));
    const { team, created } = await this.teams.ensureForOwner(user, name, now);
    if (created) await this.teams.insertEvent({ teamId: team.id, actorId: user.id, kind: 'team.created', details: { name }, now });
  }

  private async complete(
    user: UserRow,
    membership: MembershipRow | null,
    reread: () => Promise<{ user: UserRow; membership: MembershipRow | null } | undefined>,
  ): Promise<Viewer | undefined> {
    if (membership || user.role !== 'proInvestor') return viewerOf(user, membership);
    if (await this.teams.acceptedMembership(user.id)) return viewerOf(user, membership);
    await this.ensureOwnTeam(user);
    const again = await reread();
    return again ? viewerOf(again.user, again.membership) : undefined;
  }
}

/** 403 for a blocked member, naming the team's contact (issue 13 Block). */
export function assertNotBlocked(viewer: Viewer): void {
  const team = viewer.workspace.team;
  if (team?.isBlocked) throw new AppError(403, blockedMessage(team.name, team.contactEmail), undefined, { 'x-account-status': 'blocked', 'x-team-contact': team.contactEmail });
}

/** login `meta.inactive_team`: set for a member whose team's owner is no longer a Pro Investor. */
export function inactiveTeamMeta(viewer: Viewer): { name: string; contact_email: string } | null {
  const team = viewer.workspace.team;
  return team && !team.isOwner && !team.active ? { name: team.name, contact_email: team.contactEmail } : null;
}
