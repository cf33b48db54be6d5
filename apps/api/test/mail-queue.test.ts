import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { fillCart, insertProduct, placeOrder } from './fixtures/commerce';
import { createTestApp, createUserWithToken, movableClock, testDatabaseKind, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';

const OPERATIONS = '/interdentallab/api/admin/operations';
const resendUrl = (id: number) => `${OPERATIONS}/mail/${id}/resend`;

/** A second connection to the same database, as another server instance (or a restart) has. */
async function openSameDatabase(t: TestApp): Promise<Database> {
  if (testDatabaseKind === 'sqlite')
    return openDatabase({ sqliteFile: path.join(t.config.dataDir, 'shop.db') });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: rows[0]!.schema, poolSize: 5 });
}

async function startInstance(t: TestApp, database: Database, now: () => Date): Promise<FastifyInstance> {
  const app = await buildApp({ config: t.config, database, logger: false, now });
  await app.ready();
  return app;
}

const message = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject}.`,
  html: `<p>${subject}.</p>`,
});
const unique = () => randomBytes(4).toString('hex');

describe('mail queue: SMTP refusing for a while, with a restart in between', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = movableClock();
  const extra: { app: FastifyInstance; database: Database }[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }, { now: clock.now });
  });
  afterEach(async () => {
    for (const instance of extra.splice(0)) {
      await instance.app.close();
      await instance.database.destroy();
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rows = () => t.database.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

  it('keeps every message while refused and delivers each once after a restart', async () => {
    smtp.refuse(true);
    const user = await createUserWithToken(t);
    const queuedAt = clock.now().getTime();
    const direct = `direct-${unique()}@example.com`;
    await t.app.deps.mailer.send(message(direct, 'Queued directly'));
    // A password reset stores its e-mail in the same transaction as its token.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/interdentallab/api/users/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);

    // Both were tried, refused, and wait for a retry with the server's reason.
    await expect
      .poll(async () => (await rows()).map((row) => [row.status, row.attempts > 0]), { timeout: 20_000 })
      .toEqual([
        ['pending', true],
        ['pending', true],
      ]);
    for (const row of await rows()) {
      expect(row.last_error).toMatch(/451/);
      // The next attempt waits (30 s after the first refusal), rather than hammering the server.
      expect(Date.parse(row.next_attempt_at) - queuedAt).toBeGreaterThanOrEqual(30_000);
    }
    expect(smtp.received).toHaveLength(0);

    // The server stops (the queue lives in the database) and a new one starts later.
    await t.app.close();
    smtp.refuse(false);
    clock.advance(5 * 60 * 1000);
    const database = await openSameDatabase(t);
    const restarted = await startInstance(t, database, clock.now);
    extra.push({ app: restarted, database });

    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
    expect(smtp.to(direct)).toHaveLength(1);
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(smtp.to(user.email)[0]!.body).toContain('https://shop.example/new-password?token=');
    // The worker records a message as sent once the SMTP server has accepted it: wait for that.
    await expect
      .poll(async () => (await rows()).map((row) => row.status), { timeout: 20_000 })
      .toEqual(['sent', 'sent']);
    // Nothing is sent twice later on.
    await restarted.deps.mailer.drain();
    expect(smtp.received).toHaveLength(2);
  });
});

describe('mail queue: given up after a day, seen and resent by an administrator', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = movableClock();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('marks a message failed with the reason after a day, and sends it again on request', async () => {
    const admin = await createUserWithToken(t, { role: 'ADMIN' });
    const patient = await createUserWithToken(t);
    const status = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: OPERATIONS,
        headers: { authorization: admin.authorization },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    smtp.refuse(true);
    const to = `late-${unique()}@example.com`;
    await t.app.deps.mailer.send(message(to, 'Your order shipped'));
    await t.app.deps.mailer.drain();
    expect((await status()).mail).toMatchObject({ waiting: 1, failed: 0, failedMessages: [] });

    // Still refused a day later: given up, with what the server said.
    clock.advance(25 * 60 * 60 * 1000);
    await t.app.deps.mailer.drain();
    const failed = (await status()).mail;
    expect(failed).toMatchObject({ waiting: 0, failed: 1 });
    expect(failed.failedMessages).toEqual([
      expect.objectContaining({ to, subject: 'Your order shipped', reason: expect.stringMatching(/451/) }),
    ]);
    const id = failed.failedMessages[0].id as number;

    // Only administrators see or resend it.
    const asPatient = await t.app.inject({
      method: 'POST',
      url: resendUrl(id),
      headers: { authorization: patient.authorization },
    });
    expect(asPatient.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: OPERATIONS })).statusCode).toBe(401);

    smtp.refuse(false);
    const resent = await t.app.inject({
      method: 'POST',
      url: resendUrl(id),
      headers: { authorization: admin.authorization },
    });
    expect(resent.statusCode).toBe(200);
    await expect.poll(() => smtp.to(to).length, { timeout: 20_000 }).toBe(1);
    // The server records the send once the SMTP server has answered, a moment after it received it.
    await expect
      .poll(async () => (await status()).mail, { timeout: 20_000 })
      .toMatchObject({ waiting: 0, failed: 0 });

    // A message that is not (or no longer) failed cannot be resent.
    const again = await t.app.inject({
      method: 'POST',
      url: resendUrl(id),
      headers: { authorization: admin.authorization },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/failed e-mail/);
    const missing = await t.app.inject({
      method: 'POST',
      url: resendUrl(999_999),
      headers: { authorization: admin.authorization },
    });
    expect(missing.statusCode).toBe(404);
    expect(smtp.to(to)).toHaveLength(1);
  });
});

describe('mail queue: several instances', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends each message once when three instances work the same queue', async () => {
    const instances = await Promise.all(
      [1, 2].map(async () => {
        const database = await openSameDatabase(t);
        return { database, app: await startInstance(t, database, () => new Date()) };
      }),
    );
    const senders = [t.app, ...instances.map((instance) => instance.app)];
    const addresses = Array.from({ length: 30 }, (_, i) => `many-${i}-${unique()}@example.com`);
    await Promise.all(
      addresses.map((to, i) => senders[i % 3]!.deps.mailer.send(message(to, `Message ${i}`))),
    );
    await Promise.all(senders.map((app) => app.deps.mailer.drain()));
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(30);
    await Promise.all(senders.map((app) => app.deps.mailer.drain()));
    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.destroy();
    }
  });

  it('has stored the order e-mail by the time the customer is told the order is placed', async () => {
    const customer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
    const order = await placeOrder(t, customer.authorization);
    const stored = await t.database.db
      .selectFrom('mail_queue')
      .select(['subject'])
      .where('to_address', '=', customer.email)
      .execute();
    expect(stored.map((row) => row.subject).join()).toContain(`#${order.orderId}`);
  });

  it('takes over a message whose instance died while sending it, once its claim ran out', async () => {
    const to = `orphan-${unique()}@example.com`;
    const longAgo = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    await t.database.db
      .insertInto('mail_queue')
      .values({
        ...{ to_address: to, subject: 'Claimed then orphaned', text_body: 'x', html_body: '<p>x</p>' },
        status: 'sending',
        attempts: 1,
        claimed_by: 'an-instance-that-died',
        claimed_until: new Date(Date.now() - 60 * 1000).toISOString(),
        next_attempt_at: longAgo,
        queued_at: longAgo,
      })
      .execute();
    // Still claimed by a live instance: left alone.
    const busy = `busy-${unique()}@example.com`;
    await t.database.db
      .insertInto('mail_queue')
      .values({
        ...{ to_address: busy, subject: 'Being sent elsewhere', text_body: 'x', html_body: '<p>x</p>' },
        status: 'sending',
        attempts: 1,
        claimed_by: 'a-live-instance',
        claimed_until: new Date(Date.now() + 5 * 60 * 1000).toISOString(),
        next_attempt_at: longAgo,
        queued_at: longAgo,
      })
      .execute();
    await t.app.deps.mailer.drain();
    await expect.poll(() => smtp.to(to).length).toBe(1);
    expect(smtp.to(busy)).toHaveLength(0);
  });
});
