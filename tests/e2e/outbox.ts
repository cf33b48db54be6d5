import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Undoes quoted-printable encoding, enough to search a message's text. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every e-mail the server wrote to its outbox (DATA_DIR/outbox, no SMTP_URL in journeys), decoded. */
function outboxMails(): string[] {
  const outbox = path.join(inject('dataDir'), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // not created yet
  }
  return names.map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')));
}

const addressedTo = (address: string) => new RegExp(`^To:.*${address.replace(/[.@+]/g, '\\$&')}`, 'mi');

/**
 * Waits for an outbox e-mail whose text contains `marker` (and, with `to`, addressed to it), and
 * returns it decoded.
 */
export async function waitForMail(
  marker: string,
  { to, timeoutMs = 15_000 }: { to?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMails().find(
      (text) => text.includes(marker) && (to === undefined || addressedTo(to).test(text)),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No e-mail${to ? ` to ${to}` : ''} containing "${marker}" in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
