import { displayTicker, formatDate, PRODUCT_NAME, type ReviewPermissions } from '@thesis/domain';
import type { MailMessage } from '../../mail/mailer';
import { render } from '../../mail/templates';

export interface InvitationInput {
  to: string;
  ownerName: string;
  company: { name: string; ticker: string | null };
  message: string | null;
  permissions: ReviewPermissions;
  expiresAt: string;
  link: string;
  /** Whether the address already has an account (otherwise the mail invites to sign up). */
  hasAccount: boolean;
}

function grantedParts(permissions: ReviewPermissions): string {
  const parts = ['its factor scores and summary'];
  if (permissions.models) parts.push('the financial model');
  if (permissions.notes) parts.push('the notes');
  if (permissions.decisions) parts.push('the decisions');
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** The e-mail a recipient of a share gets: who shared what, their message, the link and how to open it. */
export function shareInvitationMessage(input: InvitationInput): MailMessage {
  // An unlisted company's storage suffix never reaches a recipient.
  const company = input.company.ticker ? `${input.company.name} (${displayTicker(input.company.ticker)})` : input.company.name;
  const paragraphs = [`${input.ownerName} has shared their ${PRODUCT_NAME} investment review of ${company} with you. You can read ${grantedParts(input.permissions)}.`];
  if (input.message) paragraphs.push(`Their message: "${input.message}"`);
  paragraphs.push(
    input.hasAccount
      ? `Open the link and sign in with this e-mail address (${input.to}) to see the review.`
      : `To see the review you need a ${PRODUCT_NAME} account: open the link, choose Sign Up and create a Free account with this e-mail address (${input.to}), then sign in.`,
  );
  return render({
    to: input.to,
    subject: `${input.ownerName} shared an investment review of ${company} with you`,
    greeting: 'Hello,',
    paragraphs,
    action: { label: 'View the review', url: input.link },
    footnote: `The link works until ${formatDate(input.expiresAt)} (UTC) unless ${input.ownerName} stops sharing earlier. If you were not expecting this message, you can ignore it.`,
  });
}
