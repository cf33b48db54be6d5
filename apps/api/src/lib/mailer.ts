import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * `deps.mailer.send(message)` stores the message in the durable queue (modules/mail), which sends
 * it; `deps.mailer.enqueue(trx, message)` stores it inside a transaction. A transport (below)
 * delivers one message now.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const SHOP_NAME = 'Interdental Lab';
export const SHOP_FROM = 'Interdental Lab <no-reply@interdentallab.com>';
export const SHOP_CONTACT = 'Interdental Lab, Miami, Florida · support@interdentallab.com';

/**
 * Delivers one message now (the mail queue's worker calls it): real e-mail over SMTP when `smtpUrl`
 * is set. Without it each message is written to `dataDir/outbox/*.eml` and its recipient, subject
 * and file are logged (never its links: they are read from the file), so a local shop can follow them.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** The shop's clock (deps.now): an outbox file is named by when it was written. */
  now: () => Date;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: SHOP_FROM, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  // Mail holds reset and confirmation links: private to the server's user.
  mkdirSync(outbox, { recursive: true, mode: 0o700 });
  const writer: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await writer.sendMail({ from: SHOP_FROM, ...message });
      const file = path.join(
        outbox,
        `${options.now().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Never the links: a reset or confirmation link in a log would let its readers take the account.
      options.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox');
    },
  };
}
