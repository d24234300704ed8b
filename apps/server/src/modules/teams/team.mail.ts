import { formatDate, PRODUCT_NAME, ROLE_LABELS, type TeamRole } from '@thesis/domain';
import type { MailMessage } from '../../mail/mailer';
import { render } from '../../mail/templates';

export interface TeamInvitationMail {
  to: string;
  name: string;
  inviter: string;
  teamName: string;
  role: TeamRole;
  link: string;
  expiresAt: string;
}

/** The invitation e-mail: who invites whom to which team as what, and the link to accept. */
export function teamInvitationMessage(input: TeamInvitationMail): MailMessage {
  return render({
    to: input.to,
    subject: `${input.inviter} invited you to join "${input.teamName}" on ${PRODUCT_NAME}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.inviter} has invited you to join the team "${input.teamName}" on ${PRODUCT_NAME} as ${ROLE_LABELS[input.role]}. The team shares one workspace: its processes, reviews, notes, screens, portfolio and decisions.`,
      `Open the link to accept. Sign in with this e-mail address (${input.to}), or create an account with it if you do not have one yet.`,
    ],
    action: { label: 'Accept the invitation', url: input.link },
    footnote: `The invitation works until ${formatDate(input.expiresAt)} (UTC). If you were not expecting it, you can ignore this message.`,
  });
}
