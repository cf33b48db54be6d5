import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logDestination } from '../src/plugins/request-log';
import { generousLimits, resetTokenIn, startMailServer } from './accounts-helpers';
import { createTestApp, type TestApp } from './helpers';

const SIGN_UP = '/interdentallab/api/users/sign-up';
const FORGOT = '/interdentallab/api/users/forgot-password';
const RESET = '/interdentallab/api/users/reset-password';

/** A pino destination that keeps every line, as an operator's log file would. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    lines,
    text: () => lines.join('\n'),
    requests: () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request'),
  };
}

describe('request log: one line per request, secrets out of it', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  const log = logCapture();
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(
      { ...generousLimits, SMTP_URL: mail.url, PUBLIC_URL: 'https://shop.example.com' },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('logs sign-up with a query-string password and a password reset without the password or the token', async () => {
    const password = 'Query-Secret-4821';
    const email = 'log.check@example.com';
    const signUp = await t.app.inject({
      method: 'POST',
      url: `${SIGN_UP}?email=${encodeURIComponent(email)}&password=${password}&role=PATIENT`,
    });
    expect(signUp.statusCode).toBe(201);
    // The same password under a percent-encoded name is still a password.
    const again = await t.app.inject({
      method: 'POST',
      url: `${SIGN_UP}?email=other%40example.com&pass%77ord=${password}&role=PATIENT`,
    });
    expect(again.statusCode).toBe(201);

    expect((await t.app.inject({ method: 'POST', url: FORGOT, payload: { email } })).statusCode).toBe(202);
    const token = resetTokenIn((await mail.waitFor(email)).decoded);
    // The link of the e-mail, opened (here no web app is served, so it is a 404), then used.
    await t.app.inject({ method: 'GET', url: `/new-password?token=${token}` });
    const reset = await t.app.inject({
      method: 'POST',
      url: `${RESET}?token=${token}`,
      payload: { token, password: 'Brand-New-Secret-77' },
    });
    expect(reset.statusCode).toBe(200);

    const text = log.text();
    expect(text).not.toContain(password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('Brand-New-Secret-77');

    const requests = log.requests();
    const signUpLine = requests.find((l) => String(l.url).startsWith(`${SIGN_UP}?email=log.check`));
    expect(signUpLine).toMatchObject({
      method: 'POST',
      url: `${SIGN_UP}?email=log.check%40example.com&password=[redacted]&role=PATIENT`,
      statusCode: 201,
    });
    expect(requests.find((l) => String(l.url).startsWith('/new-password'))).toMatchObject({
      method: 'GET',
      url: '/new-password?token=[redacted]',
      statusCode: 404,
    });
  });

  it('writes exactly one line per request, with method, path, status, time and request id', async () => {
    const before = log.requests().length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/interdentallab/api/products/getallproducts?page=0&size=5&q=floss',
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(res.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/interdentallab/api/products/999999' });
    expect(missing.statusCode).toBe(404);

    const lines = log.requests().slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      reqId: 'trace-me-123',
      method: 'GET',
      url: '/interdentallab/api/products/getallproducts?page=0&size=5&q=floss',
      statusCode: 200,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(lines[1]).toMatchObject({ method: 'GET', statusCode: 404 });
    // Fastify's own "incoming request" / "request completed" pair is off.
    expect(log.text()).not.toContain('incoming request');
    expect(log.text()).not.toContain('request completed');
  });

  it("holds the listed fields and pino's own, nothing else", async () => {
    const before = log.requests().length;
    await t.app.inject({
      method: 'GET',
      url: '/interdentallab/api/products/getallproducts?page=0&size=5&access_token=Hidden-9911',
    });
    const lines = log.requests().slice(before);
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0]!).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'time', 'method', 'url', 'statusCode', 'ms', 'reqId'].sort(),
    );
    expect(lines[0]!.url).toBe(
      '/interdentallab/api/products/getallproducts?page=0&size=5&access_token=[redacted]',
    );
    expect(log.text()).not.toContain('Hidden-9911');
  });
});

describe("request log: the server's destination writes a turn's lines together", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'idl-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('writes nothing during the turn, then every line of it at once, in order', async () => {
    const file = path.join(dir, 'turn.log');
    const logger = pino({ level: 'info' }, logDestination(file));
    logger.info({ n: 1 }, 'first');
    logger.info({ n: 2 }, 'second');
    expect(readFileSync(file, 'utf8')).toBe('');
    await nextTurn();
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['first', 'second']);
    logger.info('third');
    await nextTurn();
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('writes what it holds when asked to (the process exits)', () => {
    const file = path.join(dir, 'exit.log');
    const destination = logDestination(file);
    pino({ level: 'info' }, destination).info('held');
    expect(readFileSync(file, 'utf8')).toBe('');
    destination.flush();
    expect(readFileSync(file, 'utf8')).toContain('"msg":"held"');
  });
});

describe('request log: the outbox mailer logs e-mail links without their tokens', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp(generousLimits, { logger: log.logger });
  });
  afterAll(() => t.close());

  it('keeps the reset token in the .eml file, not in the log', async () => {
    const email = 'outbox.log@example.com';
    await t.app.inject({
      method: 'POST',
      url: `${SIGN_UP}?email=${encodeURIComponent(email)}&password=Outbox-Secret-1&role=PATIENT`,
    });
    expect((await t.app.inject({ method: 'POST', url: FORGOT, payload: { email } })).statusCode).toBe(202);
    const mailLine = await waitFor(() => log.lines.find((l) => l.includes('e-mail written to the outbox')));
    // The outbox line names the file to open, never the links inside it.
    expect(mailLine).toContain('.eml');
    expect(mailLine).not.toContain('/new-password?token=');
    expect(log.text()).not.toContain('Outbox-Secret-1');
    expect(log.text()).not.toMatch(/token=[A-Za-z0-9_-]{10,}/);
  });
});

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not logged in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
