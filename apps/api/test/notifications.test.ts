import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, fillCart, insertProduct, placeOrder, setStatus } from './fixtures/commerce';
import { warrantyPaths } from '@idl/api-contract';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient } from './warranty-fixtures';

interface ReceivedMail {
  to: string[];
  /** The whole message with quoted-printable soft breaks and escapes undone, for reading. */
  raw: string;
}

function decodeQuotedPrintable(raw: string) {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A real SMTP server on a free local port, keeping every message it receives. */
async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until a message matching `subject` arrived (e-mail is sent after the answer). */
    async waitFor(subject: string, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.raw.includes(`Subject: ${subject}`));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no e-mail "${subject}" arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('notifications and order e-mails', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: { id: number; authorization: string };
  let secondAdmin: { id: number; authorization: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    secondAdmin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const notifications = async (auth: string) =>
    (await as(t, auth)({ method: 'GET', url: `${API}/notifications` })).json() as {
      notifications: {
        id: number;
        type: string;
        title: string;
        message: string;
        orderId: number | null;
        productId: number | null;
        link: string;
        read: boolean;
      }[];
      unreadCount: number;
    };

  it('notifies the customer of every status change and the admins of new orders and stock-outs', async () => {
    const customer = await createUserWithToken(t);
    const lastOne = await insertProduct(t, { name: 'Last bur', stock: 2 });
    const plenty = await insertProduct(t, { name: 'Plenty', stock: 50 });
    await fillCart(t, customer.authorization, [
      { productId: lastOne.id, quantity: 2 },
      { productId: plenty.id, quantity: 1 },
    ]);
    const { orderId } = await placeOrder(t, customer.authorization);

    for (const auth of [admin.authorization, secondAdmin.authorization]) {
      const mine = await notifications(auth);
      expect(mine.notifications.map((n) => [n.type, n.orderId, n.productId])).toEqual([
        ['out_of_stock', null, lastOne.id],
        ['new_order', orderId, null],
      ]);
      expect(mine.notifications[0]!.message).toBe('Last bur is out of stock.');
      expect(mine.unreadCount).toBe(2);
    }

    await setStatus(t, admin.authorization, orderId, { status: 'In Progress' });
    await setStatus(t, admin.authorization, orderId, { status: 'Shipped', trackingId: 'DHL-7' });
    await setStatus(t, admin.authorization, orderId, { status: 'Completed' });
    const theirs = await notifications(customer.authorization);
    expect(theirs.notifications.map((n) => n.title)).toEqual([
      'Order Completed',
      'Order Shipped',
      'Order In Progress',
      'Order placed',
    ]);
    expect(theirs.notifications.every((n) => n.orderId === orderId && !n.read)).toBe(true);
    expect(theirs.unreadCount).toBe(4);
    expect((await notifications(admin.authorization)).notifications).toHaveLength(2);
  });

  it('every notification links the page it is about, cancelled orders included', async () => {
    const customer = await createUserWithToken(t);
    const lastOne = await insertProduct(t, { name: 'Only one', stock: 1 });
    await fillCart(t, customer.authorization, [{ productId: lastOne.id, quantity: 1 }]);
    const { orderId } = await placeOrder(t, customer.authorization);
    await setStatus(t, admin.authorization, orderId, { status: 'Cancelled' });

    const theirs = await notifications(customer.authorization);
    expect(theirs.notifications.map((n) => [n.title, n.link])).toEqual([
      ['Order Cancelled', `/order-info?orderId=${orderId}`],
      ['Order placed', `/order-info?orderId=${orderId}`],
    ]);
    const ours = (await notifications(admin.authorization)).notifications.slice(0, 2);
    expect(ours.map((n) => [n.type, n.link])).toEqual([
      ['out_of_stock', `/admin/products/${lastOne.id}`],
      ['new_order', `/admin/orders/${orderId}`],
    ]);
  });

  it('tells every admin of a new enrolment, claim and contact message, each linking its page', async () => {
    const enrolment = await enrolPatient(t, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.com',
    });
    const claim = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.claims,
      payload: {
        reference: enrolment.reference,
        email: 'rosa@example.com',
        officeReference: 'IDL-D-7KQ3XM',
        caseType: 'chipped-crown',
        description: 'The crown chipped on the left side.',
        photoUrls: [],
      },
    });
    expect(claim.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: `${API}/contact-messages`,
      payload: {
        firstName: 'Tom',
        lastName: 'Reyes',
        email: 'tom@example.com',
        message: 'Do you make veneers?',
      },
    });
    expect(contact.statusCode).toBe(201);

    for (const auth of [admin.authorization, secondAdmin.authorization]) {
      const newest = (await notifications(auth)).notifications.slice(0, 3);
      expect(newest.map((n) => [n.type, n.link])).toEqual([
        ['contact_message', '/admin/messages'],
        ['new_claim', `/admin/warranty/${enrolment.id}`],
        ['new_enrollment', `/admin/warranty/${enrolment.id}`],
      ]);
      expect(newest.every((n) => !n.read)).toBe(true);
      expect(newest[0]!.message).toContain('Tom Reyes');
      expect(newest[1]!.message).toContain(enrolment.reference);
    }
  });

  it('marks one or all notifications read; someone else’s gives 404', async () => {
    const customer = await createUserWithToken(t);
    const other = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 10 });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await placeOrder(t, customer.authorization);
    await setStatus(t, admin.authorization, orderId, { status: 'In Progress' });
    const before = await notifications(customer.authorization);
    expect(before.unreadCount).toBe(2);
    const target = before.notifications[0]!.id;

    const stranger = await as(
      t,
      other.authorization,
    )({ method: 'POST', url: `${API}/notifications/${target}/read` });
    expect(stranger.statusCode).toBe(404);
    expect((await notifications(customer.authorization)).unreadCount).toBe(2);

    const read = await as(
      t,
      customer.authorization,
    )({ method: 'POST', url: `${API}/notifications/${target}/read` });
    expect(read.json()).toEqual({ unreadCount: 1 });
    const after = await notifications(customer.authorization);
    expect(after.notifications.find((n) => n.id === target)!.read).toBe(true);

    const all = await as(t, customer.authorization)({ method: 'POST', url: `${API}/notifications/read-all` });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await notifications(customer.authorization)).notifications.every((n) => n.read)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${API}/notifications` })).statusCode).toBe(401);
    const badId = await as(
      t,
      customer.authorization,
    )({ method: 'POST', url: `${API}/notifications/abc/read` });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details[0].field).toBe('id');
  });

  it('e-mails the customer when the order is placed and when it ships', async () => {
    const customer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: 'Interdental brushes', priceCents: 1999, stock: 10 });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 2 }]);
    const { orderId } = await placeOrder(t, customer.authorization);
    const placed = await smtp.waitFor(`Interdental Lab: order #${orderId} placed`);
    // The account's own address, not the buyer e-mail typed into the order (maria@example.com).
    expect(placed.to).toEqual([customer.email]);
    expect(placed.raw).toContain('Interdental brushes x 2: $39.98');
    // The customer's order page, as the web app's route table names it.
    expect(placed.raw).toContain(`https://shop.example/order-info?orderId=${orderId}`);
    expect(placed.raw).toContain('support@interdentallab.com');
    expect(placed.raw).toContain('Content-Type: text/html');

    await setStatus(t, admin.authorization, orderId, { status: 'In Progress' });
    await setStatus(t, admin.authorization, orderId, {
      status: 'Shipped',
      trackingId: 'FEDEX-99',
      expectedDeliveryDate: '2030-01-05',
    });
    const shipped = await smtp.waitFor(`Interdental Lab: order #${orderId} shipped`);
    expect(shipped.raw).toContain('Tracking id: FEDEX-99');
    // Dates as the pages write them, for a reader in Miami (not 2030-01-05 or 05/01/2030).
    expect(shipped.raw).toContain('Expected delivery: Jan 5, 2030');
    expect(shipped.raw).toContain(`https://shop.example/order-info?orderId=${orderId}`);
  });

  it('e-mails the customer when the order is cancelled, with a link to it', async () => {
    const customer = await createUserWithToken(t);
    const product = await insertProduct(t, { name: 'Floss picks', priceCents: 500, stock: 10 });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 3 }]);
    const { orderId } = await placeOrder(t, customer.authorization);
    await setStatus(t, admin.authorization, orderId, { status: 'Cancelled' });
    const cancelled = await smtp.waitFor(`Interdental Lab: order #${orderId} cancelled`);
    expect(cancelled.to).toEqual([customer.email]);
    expect(cancelled.raw).toContain(`Your order #${orderId} was cancelled.`);
    expect(cancelled.raw).toContain('Floss picks x 3: $15.00');
    expect(cancelled.raw).toContain(`https://shop.example/order-info?orderId=${orderId}`);
  });

  it('sends no order e-mail to a customer who turned e-mail notifications off', async () => {
    const customer = await createUserWithToken(t);
    await t.database.db
      .updateTable('users')
      .set({ email_notification: 0 })
      .where('id', '=', customer.id)
      .execute();
    const product = await insertProduct(t, { stock: 10 });
    await fillCart(t, customer.authorization, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await placeOrder(t, customer.authorization);
    await setStatus(t, admin.authorization, orderId, { status: 'In Progress' });
    await setStatus(t, admin.authorization, orderId, { status: 'Shipped', trackingId: 'X-1' });
    // A later order by someone else arrives, so the quiet customer's would have arrived too.
    const other = await createUserWithToken(t);
    await fillCart(t, other.authorization, [{ productId: product.id, quantity: 1 }]);
    const marker = (await placeOrder(t, other.authorization)).orderId;
    await smtp.waitFor(`Interdental Lab: order #${marker} placed`);
    expect(smtp.received.some((m) => m.raw.includes(`order #${orderId} `))).toBe(false);
    expect((await notifications(customer.authorization)).notifications).toHaveLength(3);
  });
});
