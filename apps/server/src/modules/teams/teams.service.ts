import type { FastifyBaseLogger } from 'fastify';
import {
  PRO_TEAM_SEATS_DEFAULT,
  seatsFullMessage,
  TEAM_INVITATION_DAYS,
  TEAM_MESSAGES,
  type CreateMember,
  type Pagination,
  type Team,
  type TeamEvent,
  type TeamEventKind,
  type TeamMember,
  type TeamRole,
} from '@thesis/domain';
import { isUniqueViolation, nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import type { MediaRepository } from '../media/media.repository';
import type { SignMedia } from '../media/media-links';
import { displayName } from '../users/users.presenter';
import type { UsersRepository } from '../users/users.repository';
import { invitationUrl, newInvitationToken } from './invitation-tokens';
import { teamInvitationMessage } from './team.mail';
import { assertCanManageTeam, assertCanReadTeam, assertOwnTeam, canManageTeam } from './teams.policy';
import { memberLabel, presentMember, presentTeam, presentTeamEvent } from './teams.presenter';
import type { MemberRecord, MemberWithAccount, TeamsRepository } from './teams.repository';
import type { Viewer } from './workspace';

export interface TeamsDeps {
  teams: TeamsRepository;
  users: UsersRepository;
  media: MediaRepository;
  mailer: Mailer;
  appUrl: string;
  signedUrl: SignMedia;
  /** Seats of the owner's plan (billing configures them; the default otherwise). */
  seatsFor?: (ownerId: string) => Promise<number>;
}

const DAY_MS = 86_400_000;

/** A team's screen and everything its owner and Administrators do with it (issue 13). */
export class TeamsService {
  constructor(private readonly deps: TeamsDeps) {}

  async get(viewer: Viewer, id: string): Promise<Team> {
    assertCanReadTeam(viewer, id);
    return this.present(viewer, id);
  }

  async rename(viewer: Viewer, id: string, name: string): Promise<Team> {
    assertCanManageTeam(viewer, id);
    const current = await this.team(id);
    if (current.name !== name) {
      const now = nowIso();
      await this.deps.teams.rename(id, name, now);
      await this.event(id, viewer, 'team.renamed', { from: current.name, to: name }, now);
    }
    return this.present(viewer, id);
  }

  async events(viewer: Viewer, id: string, page: number, limit: number): Promise<{ data: TeamEvent[]; pagination: Pagination }> {
    assertCanReadTeam(viewer, id);
    const { rows, total } = await this.deps.teams.events(id, limit, (page - 1) * limit);
    const data = rows.map(presentTeamEvent);
    return { data, pagination: { total, count: data.length, per_page: limit, current_page: page, total_pages: Math.max(1, Math.ceil(total / limit)) } };
  }

  /** Invites someone: 422 when they already belong to a team (this one or another) or no seat is free. */
  async addMember(viewer: Viewer, id: string, input: CreateMember, log: FastifyBaseLogger): Promise<TeamMember> {
    const team = assertCanManageTeam(viewer, id);
    const existing = await this.deps.teams.findMemberByEmail(id, input.email);
    if (existing) throw fieldError('email', existing.accepted_at ? TEAM_MESSAGES.alreadyMember : TEAM_MESSAGES.alreadyInvited);
    const account = await this.deps.users.findByEmail(input.email);
    if (account && ((await this.deps.teams.acceptedMembership(account.id)) || account.role === 'proInvestor')) {
      throw fieldError('email', TEAM_MESSAGES.inAnotherTeam);
    }
    const seats = await this.seats(team.ownerId);
    if ((await this.deps.teams.seatsUsed(id)) >= seats) throw fieldError('email', seatsFullMessage(seats));
    const now = nowIso();
    const { token, hash } = newInvitationToken();
    const member: MemberRecord = {
      id: newId(),
      team_id: id,
      user_id: null,
      email: input.email,
      name: input.username,
      role: input.role,
      is_blocked: 0,
      token_hash: hash,
      invited_by: viewer.id,
      invited_at: now,
      expires_at: new Date(Date.parse(now) + TEAM_INVITATION_DAYS * DAY_MS).toISOString(),
      accepted_at: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.deps.teams.insertMember(member);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', TEAM_MESSAGES.alreadyInvited);
      throw error;
    }
    await this.event(id, viewer, 'team.member_invited', { member: memberLabel(member), email: member.email, role: member.role }, now);
    await this.sendInvitation(viewer, team.name, member, token, log);
    return this.member(viewer, id, member.id);
  }

  /** A new link (the old one stops working) with a new 14-day expiry, sent again. */
  async resendInvitation(viewer: Viewer, id: string, memberId: string, log: FastifyBaseLogger): Promise<TeamMember> {
    const team = assertCanManageTeam(viewer, id);
    const member = await this.target(viewer, id, memberId);
    if (member.accepted_at) throw new AppError(422, TEAM_MESSAGES.alreadyAccepted);
    const now = nowIso();
    const { token, hash } = newInvitationToken();
    const expires = new Date(Date.parse(now) + TEAM_INVITATION_DAYS * DAY_MS).toISOString();
    await this.deps.teams.updateMember(member.id, { token_hash: hash, invited_at: now, expires_at: expires, invited_by: viewer.id, updated_at: now });
    await this.event(id, viewer, 'team.invitation_resent', { member: memberLabel(member), email: member.email }, now);
    await this.sendInvitation(viewer, team.name, { ...member, expires_at: expires }, token, log);
    return this.member(viewer, id, member.id);
  }

  async changeRole(viewer: Viewer, id: string, memberId: string, role: TeamRole): Promise<TeamMember> {
    assertCanManageTeam(viewer, id);
    const member = await this.target(viewer, id, memberId);
    if (member.role !== role) {
      const now = nowIso();
      await this.deps.teams.updateMember(member.id, { role, updated_at: now });
      await this.event(id, viewer, 'team.member_role_changed', { member: memberLabel(member), email: member.email, from: member.role, to: role }, now);
    }
    return this.member(viewer, id, member.id);
  }

  /** A blocked member's tokens stop working at once (see the auth plugin); unblocking restores them. */
  async setBlocked(viewer: Viewer, id: string, memberId: string, blocked: boolean): Promise<TeamMember> {
    assertCanManageTeam(viewer, id);
    const member = await this.target(viewer, id, memberId);
    if ((member.is_blocked === 1) !== blocked) {
      const now = nowIso();
      await this.deps.teams.updateMember(member.id, { is_blocked: blocked ? 1 : 0, updated_at: now });
      await this.event(id, viewer, blocked ? 'team.member_blocked' : 'team.member_unblocked', { member: memberLabel(member), email: member.email }, now);
    }
    return this.member(viewer, id, member.id);
  }

  /** Removes a member (they return to their own workspace and plan) or withdraws an invitation. */
  async removeMember(viewer: Viewer, id: string, memberId: string): Promise<void> {
    assertCanManageTeam(viewer, id);
    const member = await this.target(viewer, id, memberId);
    const now = nowIso();
    await this.deps.teams.deleteMember(member, now);
    await this.event(id, viewer, member.accepted_at ? 'team.member_removed' : 'team.invitation_revoked', { member: memberLabel(member), email: member.email }, now);
  }

  /** A member leaves: they keep nothing of the team's and work in their own workspace again. */
  async leave(viewer: Viewer, id: string): Promise<void> {
    const team = assertOwnTeam(viewer, id);
    if (team.isOwner) throw new AppError(403, TEAM_MESSAGES.ownerCannotLeave);
    const member = await this.deps.teams.findMember(id, team.memberId);
    if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
    const now = nowIso();
    await this.deps.teams.deleteMember(member, now);
    await this.event(id, viewer, 'team.member_left', { member: memberLabel(member), email: member.email }, now);
  }

  /** The member a change is about: not the owner, not yourself. */
  private async target(viewer: Viewer, teamId: string, memberId: string): Promise<MemberRecord> {
    const member = await this.deps.teams.findMember(teamId, memberId);
    if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
    if (member.role === 'proInvestor') throw new AppError(403, TEAM_MESSAGES.ownerIsFixed);
    if (member.user_id === viewer.id) throw new AppError(403, TEAM_MESSAGES.notYourself);
    return member;
  }

  private async team(id: string) {
    const team = await this.deps.teams.findTeam(id);
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
    return team;
  }

  private seats(ownerId: string): Promise<number> {
    return this.deps.seatsFor ? this.deps.seatsFor(ownerId) : Promise.resolve(PRO_TEAM_SEATS_DEFAULT);
  }

  /** `log`: the request's logger, so the mail's lines carry its id. */
  private async sendInvitation(viewer: Viewer, teamName: string, member: MemberRecord, token: string, log: FastifyBaseLogger): Promise<void> {
    const message = teamInvitationMessage({
      to: member.email,
      name: member.name,
      inviter: displayName(viewer),
      teamName,
      role: member.role as TeamRole,
      link: invitationUrl(this.deps.appUrl, token),
      expiresAt: member.expires_at ?? nowIso(),
    });
    try {
      await this.deps.mailer.send(message, log);
    } catch (error) {
      // The invitation stands: the administrator can send it again from the members list.
      log.error({ err: error, member: member.id }, 'team invitation e-mail failed');
    }
  }

  private async event(teamId: string, viewer: Viewer, kind: TeamEventKind, details: Record<string, string | null>, now: string): Promise<void> {
    await this.deps.teams.insertEvent({ teamId, actorId: viewer.id, kind, details, now });
    await this.deps.teams.touch(teamId, now);
  }

  private async avatars(viewer: Viewer, members: readonly MemberWithAccount[]): Promise<Map<string, { id: string; url: string }>> {
    const out = new Map<string, { id: string; url: string }>();
    for (const member of members) {
      if (!member.avatar_id || !member.accepted_at) continue;
      const file = await this.deps.media.findById(member.avatar_id);
      if (file) out.set(file.id, { id: file.id, url: this.deps.signedUrl(file, viewer.id) });
    }
    return out;
  }

  private async member(viewer: Viewer, teamId: string, memberId: string): Promise<TeamMember> {
    const members = await this.deps.teams.members(teamId);
    const member = members.find((row) => row.id === memberId);
    if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
    return presentMember(member, await this.avatars(viewer, [member]));
  }

  private async present(viewer: Viewer, id: string): Promise<Team> {
    const team = await this.team(id);
    const members = await this.deps.teams.members(id);
    const owner = members.find((member) => member.role === 'proInvestor');
    const workspace = viewer.workspace.team!;
    return presentTeam({
      team,
      owner: { id: team.owner_id, display_name: owner ? presentMember(owner, new Map()).display_name : '', email: workspace.contactEmail },
      active: workspace.active,
      seats: await this.seats(team.owner_id),
      members,
      avatars: await this.avatars(viewer, members),
      abilities: { manage: canManageTeam(viewer), leave: !workspace.isOwner },
    });
  }
}
