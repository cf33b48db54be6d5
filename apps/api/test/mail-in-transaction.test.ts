import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  as,
  checkoutBody,
  fillCart,
  insertProduct,
  placeOrder,
  productStock,
  setStatus,
} from './fixtures/commerce';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { patientForm } from './warranty-fixtures';

const ENROL_URL = `${API}/warranty/patient-enrollments`;

/**
 * An e-mail is stored in the same transaction as what caused it: when its row cannot be written,
 * the order, status change or enrolment is not kept either (and a change that is refused queues
 * nothing). The queue table is made to refuse inserts with a trigger, the way a full disk or a
 * lost connection would fail the insert after everything else was written.
 */
describe('e-mail queued in the transaction that causes it', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithToken(t, { role: 'ADMIN' });
  });
  afterEach(() => allowMail());
  afterAll(() => t.close());

  async function refuseMail() {
    if (testDatabaseKind === 'sqlite') {
      await sql`create trigger refuse_mail before insert on mail_queue
        begin select raise(abort, 'mail queue refused'); end`.execute(t.database.db);
    } else {
      await sql`create function refuse_mail() returns trigger language plpgsql
        as $$ begin raise exception 'mail queue refused'; end $$`.execute(t.database.db);
      await sql`create trigger refuse_mail before insert on mail_queue
        for each row execute function refuse_mail()`.execute(t.database.db);
    }
  }
  async function allowMail() {
    if (testDatabaseKind === 'sqlite') {
      await sql`drop trigger if exists refuse_mail`.execute(t.database.db);
    } else {
      await sql`drop trigger if exists refuse_mail on mail_queue`.execute(t.database.db);
      await sql`drop function if exists refuse_mail()`.execute(t.database.db);
    }
  }
  const mailTo = (address: string) =>
    t.database.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  it('keeps no order whose confirmation could not be queued, and queues it with the order', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5, priceCents: 1500 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 2 }]);

    await refuseMail();
    const refused = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(refused.statusCode).toBe(500);
    // Nothing of the order was kept: no order, the stock and the cart as they were.
    expect((await as(t, buyer.authorization)({ method: 'GET', url: `${API}/orders` })).json().orders).toEqual(
      [],
    );
    expect((await productStock(t, product.id)).stock).toBe(5);
    expect(
      (await as(t, buyer.authorization)({ method: 'GET', url: `${API}/cart` })).json().items,
    ).toHaveLength(1);
    expect(await mailTo(buyer.email)).toEqual([]);

    await allowMail();
    const order = await placeOrder(t, buyer.authorization);
    const mails = await mailTo(buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([`Interdental Lab: order #${order.orderId} placed`]);
    expect(mails[0]!.text_body).toContain('$30.00');
  });

  it('queues nothing for an order that is refused', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 3 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 3 }]);
    await t.database.db
      .updateTable('products')
      .set({ stock_quantity: 1 })
      .where('id', '=', product.id)
      .execute();
    const res = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(res.statusCode).toBe(409);
    expect(await mailTo(buyer.email)).toEqual([]);
  });

  it('does not ship an order whose shipping e-mail could not be queued', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const order = await placeOrder(t, buyer.authorization);
    expect(
      (await setStatus(t, admin.authorization, order.orderId, { status: 'In Progress' })).statusCode,
    ).toBe(200);

    await refuseMail();
    const shipped = { status: 'Shipped', trackingId: '1Z999AA10123456784' };
    expect((await setStatus(t, admin.authorization, order.orderId, shipped)).statusCode).toBe(500);
    const seen = await as(t, buyer.authorization)({ method: 'GET', url: `${API}/orders/${order.orderId}` });
    expect(seen.json().orderStatus).toBe('In Progress');

    await allowMail();
    expect((await setStatus(t, admin.authorization, order.orderId, shipped)).statusCode).toBe(200);
    const subjects = (await mailTo(buyer.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Interdental Lab: order #${order.orderId} placed`,
      `Interdental Lab: order #${order.orderId} shipped`,
    ]);
  });

  it('keeps no enrolment whose reference e-mail could not be queued', async () => {
    const email = 'tx-enrol@example.com';
    await refuseMail();
    const refused = await t.app.inject({ method: 'POST', url: ENROL_URL, payload: patientForm({ email }) });
    expect(refused.statusCode).toBe(500);
    const kept = await t.database.db
      .selectFrom('warranty_enrollments')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(kept).toEqual([]);

    await allowMail();
    const enrolled = await t.app.inject({ method: 'POST', url: ENROL_URL, payload: patientForm({ email }) });
    expect(enrolled.statusCode).toBe(201);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Your patient reference number is ${enrolled.json().reference}`);
  });
});
