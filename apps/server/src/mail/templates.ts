import { PRODUCT_NAME } from '@thesis/domain';
import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** Product-branded HTML + plain-text message with one call-to-action link. */
export function render({ to, subject, greeting, paragraphs, action, footnote }: Layout): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    footnote,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#1d3f72;padding-bottom:24px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:16px;padding-bottom:16px">${escapeHtml(greeting)}</td></tr>
${paragraphs.map((paragraph) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px">${escapeHtml(paragraph)}</td></tr>`).join('\n')}
<tr><td style="padding:8px 0 24px"><a href="${escapeHtml(action.url)}" style="background:#1d3f72;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#4a5668;line-height:1.5">${escapeHtml(footnote)}<br><br>If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

export function verifyEmailMessage(to: string, username: string, url: string): MailMessage {
  return render({
    to,
    subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
    greeting: `Hello ${username},`,
    paragraphs: [
      `Welcome to ${PRODUCT_NAME}. Please confirm that this is your e-mail address so you can sign in and start your free trial.`,
    ],
    action: { label: 'Verify e-mail address', url },
    footnote: 'This link expires in 24 hours. If you did not create an account, you can ignore this message.',
  });
}

export function resetPasswordMessage(to: string, username: string, url: string): MailMessage {
  return render({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${username},`,
    paragraphs: ['We received a request to reset the password of your account. Choose a new password with the link below.'],
    action: { label: 'Reset password', url },
    footnote: 'This link expires in 60 minutes and can be used once. If you did not ask for a reset, your password stays as it is.',
  });
}
