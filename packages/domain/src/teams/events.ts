import { isRole, ROLE_LABELS } from '../constants/roles';
import type { TeamEventKind } from './schemas';

type Details = Record<string, string | boolean | null | undefined>;

function roleLabel(role: unknown): string {
  return isRole(role) ? ROLE_LABELS[role] : String(role ?? '');
}

/** One sentence of the team history: "Ann invited bob@example.com as Analyst". */
export function teamEventText(kind: TeamEventKind, actor: string, details: Details): string {
  const member = String(details.member ?? details.email ?? 'a member');
  switch (kind) {
    case 'team.created':
      return `${actor} created the team "${String(details.name ?? '')}"`;
    case 'team.renamed':
      return `${actor} renamed the team from "${String(details.from ?? '')}" to "${String(details.to ?? '')}"`;
    case 'team.member_invited':
      return `${actor} invited ${member} as ${roleLabel(details.role)}`;
    case 'team.invitation_resent':
      return `${actor} sent the invitation to ${member} again`;
    case 'team.invitation_revoked':
      return `${actor} withdrew the invitation to ${member}`;
    case 'team.member_joined':
      return `${member} joined the team as ${roleLabel(details.role)}`;
    case 'team.member_declined':
      return `${member} declined the invitation`;
    case 'team.member_role_changed':
      return `${actor} changed ${member}'s role from ${roleLabel(details.from)} to ${roleLabel(details.to)}`;
    case 'team.member_blocked':
      return `${actor} blocked ${member}`;
    case 'team.member_unblocked':
      return `${actor} unblocked ${member}`;
    case 'team.member_removed':
      return `${actor} removed ${member} from the team`;
    case 'team.member_left':
      return `${member} left the team`;
  }
}
