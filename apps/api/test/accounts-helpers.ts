import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './helpers';

/** Rate limits high enough that only the rate-limit tests ever reach them. */
export const generousLimits = { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' };

export interface ReceivedMail {
  to: string[];
  /** The whole message with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = (session.envelope.rcptTo || []).map((r) => r.address);
        received.push({ to, decoded: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until a message to `to` arrives (e-mails are sent after the answer). */
    async waitFor(to: string, timeoutMs = 30_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The token of the first password-reset link in a message. */
export function resetTokenIn(text: string): string {
  const match = /\/new-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('No password-reset link in the e-mail');
  return match[1]!;
}

/** Signs in through the API as the shop's client does. */
export async function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/interdentallab/api/users/sign-in',
    payload: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
  });
}
