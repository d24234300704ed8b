import { formatDate, keepsRoleOnPlanChange, PRODUCT_NAME, TRIAL_DAYS } from '@thesis/domain';
import type { MailMessage } from '../../mail/mailer';
import { render } from '../../mail/templates';

export interface TrialMailInput {
  to: string;
  name: string;
  role: string;
  /** When the trial ends (the instant after its last day). */
  trialEndsAt: string;
  daysLeft: number;
  pricingUrl: string;
}

/** The trial's last day: it ends at the end of that day (UTC). */
function lastDay(trialEndsAt: string): string {
  return formatDate(new Date(Date.parse(trialEndsAt) - 1));
}

function endsIn(daysLeft: number): string {
  if (daysLeft <= 0) return 'ends today';
  return `ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** "Your trial ends in 3 days": sent once, when three days or fewer are left. */
export function trialEndingMessage(input: TrialMailInput): MailMessage {
  return render({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} free trial ${endsIn(input.daysLeft)}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your free trial of the Investor plan ${endsIn(input.daysLeft)}: its last day is ${lastDay(input.trialEndsAt)} (UTC).`,
      'To keep recording decisions and reading the historical and estimated financial tables, choose the Investor or Pro Investor plan before then.',
      'If you do nothing, your account moves to the Free plan and keeps your processes, reviews, notes and decisions.',
    ],
    action: { label: 'Compare plans', url: input.pricingUrl },
    footnote: `You receive this message once, because you started a ${TRIAL_DAYS}-day free trial of ${PRODUCT_NAME}.`,
  });
}

/** "Your trial has ended": sent once, when the account moved to Free. */
export function trialEndedMessage(input: TrialMailInput): MailMessage {
  const paragraphs = [
    `Your ${TRIAL_DAYS}-day free trial of the Investor plan ended on ${lastDay(input.trialEndsAt)}, and your account is now on the Free plan.`,
    'Your processes, reviews, notes and decisions stay with you. Recording new decisions and the historical and estimated financial tables need the Investor or Pro Investor plan.',
  ];
  if (keepsRoleOnPlanChange(input.role)) paragraphs.push('Your work inside your team is not affected.');
  return render({
    to: input.to,
    subject: `Your ${PRODUCT_NAME} free trial has ended`,
    greeting: `Hello ${input.name},`,
    paragraphs,
    action: { label: 'Choose a plan', url: input.pricingUrl },
    footnote: `You receive this message once, at the end of your free trial of ${PRODUCT_NAME}.`,
  });
}
