import { z } from 'zod';
import { TEAM_ROLES } from '../constants/roles';
import { requiredString } from '../schemas/fields';
import { TEAM_MESSAGES } from './messages';

export const TEAM_NAME_MAX = 100;
/** An invitation link works for 14 days (issue 13). */
export const TEAM_INVITATION_DAYS = 14;
/** Team seats of the Pro Investor plan when billing does not configure them. */
export const PRO_TEAM_SEATS_DEFAULT = 5;

/** PATCH /teams/{id}. */
export const updateTeamSchema = z.object({
  name: requiredString(TEAM_MESSAGES.nameRequired).pipe(z.string().max(TEAM_NAME_MAX, { message: TEAM_MESSAGES.nameTooLong })),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const teamMemberParamsSchema = z.object({ id: z.string().min(1).max(64), memberId: z.string().min(1).max(64) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const INVITATION_STATES = ['pending', 'expired', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

const avatarSchema = z.object({ id: z.string(), url: z.string() }).nullable();

/** A member as the team screen shows it (spec §3 Member, plus the invitation state). */
export const teamMemberSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string(),
  email: z.string(),
  role: z.enum(['proInvestor', ...TEAM_ROLES]),
  is_owner: z.boolean(),
  is_invitation_accepted: z.boolean(),
  invitation_state: z.enum(INVITATION_STATES),
  invited_at: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
  is_blocked: z.boolean(),
  avatar: avatarSchema,
  updated_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team (spec §3 Team) with what the viewer may do with it. */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  updated_at: z.string(),
  created_at: z.string(),
  active: z.boolean(),
  owner: z.object({ id: z.string(), display_name: z.string(), email: z.string() }),
  seats: z.object({ total: z.number(), used: z.number() }),
  members: z.array(teamMemberSchema),
  abilities: z.object({ manage: z.boolean(), leave: z.boolean() }),
});
export type Team = z.infer<typeof teamSchema>;

export const TEAM_EVENT_KINDS = [
  'team.created',
  'team.renamed',
  'team.member_invited',
  'team.invitation_resent',
  'team.invitation_revoked',
  'team.member_joined',
  'team.member_declined',
  'team.member_role_changed',
  'team.member_blocked',
  'team.member_unblocked',
  'team.member_removed',
  'team.member_left',
] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];

/** One line of the team's history. */
export const teamEventSchema = z.object({
  id: z.string(),
  kind: z.enum(TEAM_EVENT_KINDS),
  created_at: z.string(),
  actor: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  details: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  text: z.string(),
});
export type TeamEvent = z.infer<typeof teamEventSchema>;

/** GET /team-invitations/{token}: what the invitee sees before accepting. */
export const invitationSchema = z.object({
  team_name: z.string(),
  invited_by: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  state: z.enum(['pending', 'expired', 'accepted', 'revoked']),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The viewer's team as the profile carries it (null without a team). */
export const profileTeamSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(['proInvestor', ...TEAM_ROLES]),
    is_owner: z.boolean(),
    active: z.boolean(),
    contact_email: z.string(),
  })
  .nullable();
export type ProfileTeam = z.infer<typeof profileTeamSchema>;
