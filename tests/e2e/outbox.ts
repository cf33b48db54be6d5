import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Undoes quoted-printable encoding, enough to search a message's text. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Waits for the e-mail the server wrote to its outbox (DATA_DIR/outbox, no SMTP_URL in journeys)
 * whose text contains `marker`, and returns it decoded.
 */
export async function waitForMail(marker: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox);
    } catch {
      // not created yet
    }
    for (const name of names) {
      const text = decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8'));
      if (text.includes(marker)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail containing "${marker}" in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
