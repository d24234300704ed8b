import { ROLE_LABELS, type TeamRole } from '../constants/roles';

/** Team messages (issue 13), written for the person who reads them. */
export const TEAM_MESSAGES = {
  teamNotFound: 'This team does not exist or is not yours.',
  memberNotFound: 'This member is not part of your team.',
  nameRequired: 'Team name is required',
  nameTooLong: 'Team name must be at most 100 characters',
  notTeamAdmin: 'Only the team owner or an Administrator can manage the team.',
  noTeamScreen: 'Your role does not include the team screen. Ask your team administrator.',
  inactiveReadOnly:
    "Your team is inactive because its owner's Pro Investor plan has ended. Team content is read-only until the owner renews.",
  inactiveCannotManage: "This team is inactive because its owner's Pro Investor plan has ended. Renew the plan to manage members.",
  analystCannotDecide: 'Only a Portfolio Manager or an Administrator can make a decision. Your draft is saved for them.',
  noScreening: 'Your role does not include Screening.',
  cannotShare: 'Only the team owner, an Administrator or a Portfolio Manager can share a review outside the team.',
  ownerIsFixed: "The team owner's role, access and membership cannot be changed.",
  notYourself: 'You cannot block or remove yourself. Ask another administrator, or leave the team from your account.',
  ownerCannotLeave: 'The team owner cannot leave the team.',
  alreadyMember: 'This person is already a member of your team.',
  alreadyInvited: 'This person has already been invited. You can resend the invitation from the members list.',
  inAnotherTeam: 'This person already belongs to another team. They must leave it before they can join yours.',
  invitationNotFound: 'This invitation link is not valid any more: it was withdrawn, replaced by a newer one, or mistyped. Ask your team administrator to send a new one.',
  invitationExpired: 'This invitation has expired. Ask your team administrator to send a new one.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationOtherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  invitationUnverified: 'Verify your e-mail address before you accept: follow the link in the verification e-mail we sent you, then open this invitation again.',
  acceptWhileInTeam: 'You already belong to a team. Leave it before you join another one.',
  acceptAsOwner: 'You own a team as a Pro Investor. A team owner cannot join another team.',
  notAccepted: 'This member has not accepted the invitation yet.',
  alreadyAccepted: 'This member has already joined the team.',
  memberAdded: 'Invitation sent',
  invitationResent: 'Invitation sent again',
} as const;

/** 422 when the plan's seats are all in use. */
export function seatsFullMessage(seats: number): string {
  return `Your plan includes ${seats} team ${seats === 1 ? 'seat' : 'seats'}, and all are in use. Remove a member or withdraw an invitation first.`;
}

/** 403 at sign-in and on every request of a blocked member. */
export function blockedMessage(teamName: string, contactEmail: string): string {
  return `Your access to the team "${teamName}" has been blocked. Please contact your team administrator: ${contactEmail}`;
}

/** The default name of a Pro Investor's team. */
export function defaultTeamName(displayName: string): string {
  return `${displayName}'s team`;
}

/** The role as shown: Administrator, Portfolio Manager, Analyst, Viewer; the owner as Owner. */
export function teamRoleLabel(role: TeamRole | 'owner'): string {
  return role === 'owner' ? 'Owner' : ROLE_LABELS[role];
}
