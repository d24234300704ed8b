import { teamEventText, TEAM_EVENT_KINDS, type Team, type TeamEvent, type TeamEventKind, type TeamMember } from '@thesis/domain';
import { fromJson, isSet } from '../../db/values';
import { displayName } from '../users/users.presenter';
import { invitationState } from './invitation-tokens';
import type { MemberWithAccount, TeamEventRecord, TeamRecord } from './teams.repository';

type Avatars = Map<string, { id: string; url: string }>;

/** How the history names a member: "Ann Lee (ann@example.com)", or the address alone. */
export function memberLabel(member: { name: string; email: string }): string {
  return member.name && member.name !== member.email ? `${member.name} (${member.email})` : member.email;
}

function nameOf(member: MemberWithAccount): { username: string; display_name: string } {
  if (member.username === null) return { username: member.name, display_name: member.name };
  return { username: member.username, display_name: displayName({ username: member.username, first_name: member.first_name, last_name: member.last_name }) };
}

/** A member as the team screen shows it: never the invitation token. */
export function presentMember(member: MemberWithAccount, avatars: Avatars): TeamMember {
  const names = nameOf(member);
  return {
    id: member.id,
    user_id: member.accepted_at ? member.user_id : null,
    ...names,
    first_name: member.accepted_at ? member.first_name : null,
    last_name: member.accepted_at ? member.last_name : null,
    email: member.email,
    role: member.role as TeamMember['role'],
    is_owner: member.role === 'proInvestor',
    is_invitation_accepted: member.accepted_at !== null,
    invitation_state: invitationState(member),
    invited_at: member.invited_at,
    invitation_expires_at: member.accepted_at ? null : member.expires_at,
    is_blocked: isSet(member.is_blocked),
    avatar: member.avatar_id && member.accepted_at ? (avatars.get(member.avatar_id) ?? null) : null,
    updated_at: member.updated_at > (member.account_updated_at ?? '') ? member.updated_at : (member.account_updated_at ?? member.updated_at),
  };
}

export interface TeamView {
  team: TeamRecord;
  owner: { id: string; display_name: string; email: string };
  active: boolean;
  seats: number;
  members: MemberWithAccount[];
  avatars: Avatars;
  abilities: Team['abilities'];
}

export function presentTeam(view: TeamView): Team {
  return {
    id: view.team.id,
    name: view.team.name,
    updated_at: view.team.updated_at,
    created_at: view.team.created_at,
    active: view.active,
    owner: view.owner,
    seats: { total: view.seats, used: view.members.filter((member) => member.role !== 'proInvestor').length },
    members: view.members.map((member) => presentMember(member, view.avatars)),
    abilities: view.abilities,
  };
}

type EventRow = TeamEventRecord & { actor_username: string | null; actor_first_name: string | null; actor_last_name: string | null };

export function presentTeamEvent(row: EventRow): TeamEvent {
  const kind = ((TEAM_EVENT_KINDS as readonly string[]).includes(row.kind) ? row.kind : 'team.renamed') as TeamEventKind;
  const details = fromJson<Record<string, string | boolean | null>>(row.details, {});
  const actor = row.actor_id && row.actor_username !== null ? { id: row.actor_id, display_name: displayName({ username: row.actor_username, first_name: row.actor_first_name, last_name: row.actor_last_name }) } : null;
  return { id: row.id, kind, created_at: row.created_at, actor, details, text: teamEventText(kind, actor?.display_name ?? 'An operator', details) };
}
