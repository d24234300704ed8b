import { TEAM_MESSAGES, type Invitation, type TeamRole } from '@thesis/domain';
import { isUniqueViolation, nowIso } from '../../db/values';
import { AppError, notFound } from '../../lib/errors';
import { displayName } from '../users/users.presenter';
import type { UsersRepository } from '../users/users.repository';
import { invitationFor } from './invitation-tokens';
import { memberLabel } from './teams.presenter';
import type { MemberRecord, TeamsRepository } from './teams.repository';
import type { Viewer } from './workspace';

/** What the invitee sees and does with their link: read it, accept it signed in, or decline it. */
export class InvitationsService {
  constructor(private readonly deps: { teams: TeamsRepository; users: UsersRepository }) {}

  async show(token: string): Promise<Invitation> {
    const { record, state } = await this.find(token);
    const team = await this.deps.teams.findTeam(record.team_id);
    if (!team) throw notFound(TEAM_MESSAGES.invitationNotFound);
    const inviter = record.invited_by ? await this.deps.users.findById(record.invited_by) : undefined;
    return {
      team_name: team.name,
      invited_by: inviter ? displayName(inviter) : '',
      email: record.email,
      name: record.name,
      role: record.role as TeamRole,
      state,
      expires_at: record.expires_at ?? record.created_at,
    };
  }

  /**
   * The signed-in invitee joins: their role becomes the team role and their workspace the team's.
   * 403 for another address or an unverified one, 410 for an expired link, 422 when they already belong to a team.
   */
  async accept(viewer: Viewer, token: string): Promise<{ team_id: string; team_name: string; role: TeamRole }> {
    const { record, state } = await this.find(token);
    const team = await this.deps.teams.findTeam(record.team_id);
    if (!team) throw notFound(TEAM_MESSAGES.invitationNotFound);
    const answer = { team_id: team.id, team_name: team.name, role: record.role as TeamRole };
    if (record.email !== viewer.email) throw new AppError(403, TEAM_MESSAGES.invitationOtherEmail);
    // Holding the link is not proof enough on its own: the address must have been verified, by its
    // verification e-mail or by signing up from this invitation's own link.
    if (!viewer.email_verified_at) throw new AppError(403, TEAM_MESSAGES.invitationUnverified);
    if (state === 'accepted') {
      if (record.user_id === viewer.id) return answer;
      throw new AppError(422, TEAM_MESSAGES.invitationUsed);
    }
    if (state === 'expired') throw new AppError(410, TEAM_MESSAGES.invitationExpired);
    const current = viewer.workspace.team;
    if (current?.isOwner || (!current && viewer.role === 'proInvestor')) throw new AppError(422, TEAM_MESSAGES.acceptAsOwner);
    if (current) throw new AppError(422, TEAM_MESSAGES.acceptWhileInTeam);
    const now = nowIso();
    try {
      await this.deps.teams.accept(record, viewer.id, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(422, TEAM_MESSAGES.acceptWhileInTeam);
      throw error;
    }
    await this.deps.teams.insertEvent({ teamId: team.id, actorId: viewer.id, kind: 'team.member_joined', details: { member: displayName(viewer), email: record.email, role: record.role }, now });
    await this.deps.teams.touch(team.id, now);
    return answer;
  }

  /** Declining withdraws the invitation; the team's history says so. */
  async decline(token: string): Promise<void> {
    const { record, state } = await this.find(token);
    if (state === 'accepted') throw new AppError(422, TEAM_MESSAGES.invitationUsed);
    const now = nowIso();
    await this.deps.teams.deleteMember(record, now);
    await this.deps.teams.insertEvent({ teamId: record.team_id, actorId: null, kind: 'team.member_declined', details: { member: memberLabel(record), email: record.email }, now });
  }

  private async find(token: string): Promise<{ record: MemberRecord; state: 'pending' | 'expired' | 'accepted' }> {
    const found = await invitationFor(this.deps.teams, token);
    if (!found) throw notFound(TEAM_MESSAGES.invitationNotFound);
    return found;
  }
}
