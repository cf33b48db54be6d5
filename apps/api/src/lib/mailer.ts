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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const SHOP_NAME = 'Interdental Lab';
export const SHOP_FROM = 'Interdental Lab <no-reply@interdentallab.com>';
export const SHOP_CONTACT = 'Interdental Lab, Miami, Florida · support@interdentallab.com';

/**
 * Real e-mail over SMTP when `smtpUrl` is set. Without it each message is written to
 * `dataDir/outbox/*.eml` and its subject and links are logged, so a local shop can follow them.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: SHOP_FROM, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
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
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, links, file },
        'e-mail written to the outbox',
      );
    },
  };
}
