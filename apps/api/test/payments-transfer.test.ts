import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, checkoutBody, fillCart, insertProduct, setStatus } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp-capture';

const zelle = {
  name: 'Zelle',
  payeeName: 'Interdental Lab LLC',
  account: 'payments@interdentallab.com',
  instructions: 'Write the order number in the memo.',
};
const bank = {
  name: 'Bank transfer',
  payeeName: 'Interdental Lab LLC',
  account: 'Ocean Bank, routing 066011392, account 0012345678',
  instructions: '',
};

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('manual transfer to the shop’s accounts', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let admin: string;
  const settingsUrl = `${API}/admin/settings/payment`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, SALES_TAX_RATE: '0.07' });
    admin = (await createUserWithToken(t, { role: 'ADMIN' })).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('only an admin reads or changes the settings; bad input is refused and changes nothing', async () => {
    const customer = (await createUserWithToken(t)).authorization;
    expect((await t.app.inject({ method: 'GET', url: settingsUrl })).statusCode).toBe(401);
    const refused = await as(
      t,
      customer,
    )({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [zelle] } });
    expect(refused.statusCode).toBe(403);

    const saved = await as(
      t,
      admin,
    )({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [zelle] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ transferMethods: [zelle] });

    const blankPayee = await as(
      t,
      admin,
    )({
      method: 'PUT',
      url: settingsUrl,
      payload: { transferMethods: [bank, { ...zelle, payeeName: '  ' }] },
    });
    expect(blankPayee.statusCode).toBe(400);
    expect(blankPayee.json().details[0]).toMatchObject({
      field: 'transferMethods.1.payeeName',
      message: 'Enter the payee’s name',
    });
    const read = await as(t, admin)({ method: 'GET', url: settingsUrl });
    expect(read.json()).toEqual({ transferMethods: [zelle] });
  });

  it('checkout offers the methods in the admin’s order; no Stripe means no card', async () => {
    await as(t, admin)({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [bank, zelle] } });
    const options = await t.app.inject({ method: 'GET', url: `${API}/payment-options` });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ transferMethods: [bank, zelle], card: false });
  });

  it('the order and its e-mail say whom to pay, how much and what to quote; later edits keep them', async () => {
    await as(t, admin)({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [zelle, bank] } });
    const buyer = await createUserWithToken(t);
    const paste = await insertProduct(t, { name: 'Paste', priceCents: 2000, stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: paste.id, quantity: 2 }]);
    const placed = await as(
      t,
      buyer.authorization,
    )({
      method: 'POST',
      url: `${API}/orders`,
      payload: checkoutBody({
        buyer: { fullName: 'Maria Gomez', contactNumber: '+1 305 555 0100', email: buyer.email },
        paymentMethod: {
          provider: 'manual-transfer',
          recipientName: 'Maria Gomez',
          username: 'maria.g',
          contact: '+1 305 555 0100',
        },
      }),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.total).toBe(42.8);
    expect(order.paymentMethod).toMatchObject({
      provider: 'manual-transfer',
      recipientName: 'Maria Gomez',
      payTo: [zelle, bank],
      reference: `Order #${order.orderId}`,
    });
    expect(order.paymentMethod.instructions).toBe(
      `Send $42.80 by Zelle to Interdental Lab LLC (payments@interdentallab.com) or by Bank transfer to ` +
        `Interdental Lab LLC (Ocean Bank, routing 066011392, account 0012345678) and quote ` +
        `"Order #${order.orderId}" with the transfer. Pay from the account you gave us (Maria Gomez, ` +
        `maria.g, +1 305 555 0100) so we can match it. Your order is confirmed once we have received the payment.`,
    );

    const mail = await until(() => smtp.to(buyer.email)[0], 'the order e-mail');
    expect(mail.body).toContain('Amount to send: $42.80');
    expect(mail.body).toContain(`Quote with the transfer: Order #${order.orderId}`);
    expect(mail.body).toContain('- Zelle: pay Interdental Lab LLC at payments@interdentallab.com');
    expect(mail.body).toContain('Write the order number in the memo.');
    expect(mail.body).toContain('Pay from the account you gave us: Maria Gomez (maria.g, +1 305 555 0100).');
    // Not the buyer's own account presented as the payee (the old e-mail's mistake).
    expect(mail.body).not.toContain('Send the total to Maria Gomez');

    await as(t, admin)({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [] } });
    const again = await as(t, buyer.authorization)({ method: 'GET', url: `${API}/orders/${order.orderId}` });
    expect(again.json().paymentMethod.payTo).toEqual([zelle, bank]);

    // The admin confirms receipt as before: the order moves to In Progress.
    const confirmed = await setStatus(t, admin, order.orderId, { status: 'In Progress' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().orderStatus).toBe('In Progress');
  });

  it('without transfer details the buyer is told the shop will say where to pay', async () => {
    await as(t, admin)({ method: 'PUT', url: settingsUrl, payload: { transferMethods: [] } });
    const buyer = await createUserWithToken(t);
    const floss = await insertProduct(t, { name: 'Floss', priceCents: 500, stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: floss.id, quantity: 1 }]);
    const placed = await as(
      t,
      buyer.authorization,
    )({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    const order = placed.json();
    expect(order.paymentMethod.payTo).toEqual([]);
    expect(order.paymentMethod.instructions).toMatch(
      new RegExp(`^We will e-mail you where to send \\$5\\.35; quote "Order #${order.orderId}"`),
    );
  });
});
