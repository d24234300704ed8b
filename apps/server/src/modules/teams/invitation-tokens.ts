import type { InvitationState } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { randomToken, sha256 } from '../../lib/crypto';
import type { MemberRecord, TeamsRepository } from './teams.repository';

/** A fresh invitation token: the link carries it, the database keeps only its hash. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

/** Where the invitee lands: the web's invitation page. */
export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/team-invitations/${encodeURIComponent(token)}`;
}

/** pending until accepted; expired once its 14 days are over. */
export function invitationState(member: Pick<MemberRecord, 'accepted_at' | 'expires_at'>, now: string = nowIso()): InvitationState {
  if (member.accepted_at) return 'accepted';
  return member.expires_at !== null && member.expires_at <= now ? 'expired' : 'pending';
}

/** The invitation a link's token names, with its state; undefined for an unknown or withdrawn one. */
export async function invitationFor(teams: TeamsRepository, token: string): Promise<{ record: MemberRecord; state: InvitationState } | undefined> {
  const record = await teams.findByTokenHash(sha256(token));
  return record ? { record, state: invitationState(record) } : undefined;
}
