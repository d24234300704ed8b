import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `log`: the logger of the request the message is sent for, so its line carries the request's id and user; the mailer's own otherwise. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
  /** Where unsent mail goes (the outbox folder), when there is no SMTP server. */
  readonly outboxDir: string | undefined;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an RFC 822 `.eml` file into
 * DATA_DIR/outbox/ and its subject logged, so a local user can open the links it carries.
 */
export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      outboxDir: undefined,
      async send(message, log = logger) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    outboxDir,
    async send(message, log = logger) {
      const info = await transport.sendMail({ from, ...message });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
      const file = join(outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${slug}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
