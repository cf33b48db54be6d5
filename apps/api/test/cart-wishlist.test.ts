import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, as, checkoutBody, insertProduct, productStock } from './fixtures/commerce';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

describe('cart', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await createUserWithToken(t)).authorization;
    bob = (await createUserWithToken(t)).authorization;
  });
  afterAll(() => t.close());

  const cart = (auth: string) => as(t, auth)({ method: 'GET', url: `${API}/cart` });
  const add = (auth: string, payload: Record<string, unknown>) =>
    as(t, auth)({ method: 'POST', url: `${API}/cart/add`, payload });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/cart` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('starts empty', async () => {
    const res = await cart(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], totalAmount: 0, salesTax: 0, grandTotal: 0 });
  });

  it('takes name and price from the catalogue, ignoring what the client sends', async () => {
    const floss = await insertProduct(t, {
      name: 'Floss picks',
      priceCents: 1250,
      stock: 5,
      imageUrl: '/u/f.jpg',
    });
    const res = await add(alice, {
      id: 99,
      productId: floss.id,
      productName: 'Free stuff',
      quantity: 1,
      price: 0.01,
      totalPrice: 0.01,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(Number),
        productId: floss.id,
        productName: 'Floss picks',
        price: 12.5,
        available: 5,
        quantity: 1,
        imageUrl: '/u/f.jpg',
        thumbnailUrl: null,
        mediumUrl: null,
      },
    ]);
    expect(res.json().totalAmount).toBe(12.5);
  });

  it('adds to the quantity of a product already in the cart and totals on the server', async () => {
    const brush = await insertProduct(t, { name: 'Brush', priceCents: 399, stock: 10 });
    const user = (await createUserWithToken(t)).authorization;
    await add(user, { productId: brush.id, quantity: 1 });
    const res = await add(user, { productId: brush.id, quantity: 2 });
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].quantity).toBe(3);
    expect(res.json().totalAmount).toBe(11.97);
  });

  it('keeps one line when the same product is added several times at once', async () => {
    const product = await insertProduct(t, { name: 'Double click', stock: 10 });
    const user = (await createUserWithToken(t)).authorization;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => add(user, { productId: product.id, quantity: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await cart(user)).json().items).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 5 }),
    ]);
  });

  it('refuses more than the stock with 409 naming the quantity available', async () => {
    const scarce = await insertProduct(t, { name: 'Scarce gel', stock: 2 });
    const user = (await createUserWithToken(t)).authorization;
    expect((await add(user, { productId: scarce.id, quantity: 2 })).statusCode).toBe(200);
    const res = await add(user, { productId: scarce.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 2 of Scarce gel are in stock' });
    expect((await cart(user)).json().items[0].quantity).toBe(2);
  });

  it('needs an option value for a product with options, and checks that option’s stock', async () => {
    const gloves = await insertProduct(t, {
      name: 'Gloves',
      priceCents: 800,
      options: [
        { value: 'S', stock: 1 },
        { value: 'M', stock: 5 },
      ],
    });
    const user = (await createUserWithToken(t)).authorization;
    const missing = await add(user, { productId: gloves.id, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('optionValue');
    const unknown = await add(user, { productId: gloves.id, quantity: 1, optionValue: 'XXL' });
    expect(unknown.statusCode).toBe(400);
    expect((await add(user, { productId: gloves.id, quantity: 2, optionValue: 'S' })).statusCode).toBe(409);
    const ok = await add(user, { productId: gloves.id, quantity: 2, optionValue: 'M' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items[0]).toMatchObject({ optionValue: 'M', quantity: 2 });
    await add(user, { productId: gloves.id, quantity: 1, optionValue: 'S' });
    expect((await cart(user)).json().items).toHaveLength(2);
  });

  it('refuses a lab service, which a dentist office sends as a case, and an order of a line added before', async () => {
    const crown = await insertProduct(t, {
      name: 'Zirconia Crown',
      stock: 999,
      labService: { kind: 'crown', turnaroundWorkingDays: 7 },
    });
    const buyer = (await createUserWithToken(t)).authorization;
    const refused = await add(buyer, { productId: crown.id, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ORDERED_AS_CASE',
      message:
        'Zirconia Crown is a lab service: your dentist orders it from the lab as a case, with a prescription. Remove it from your cart to check out.',
    });
    expect((await cart(buyer)).json().items).toEqual([]);

    // A line added while the product was sold in the cart: it can be removed, not changed nor ordered.
    const floss = await insertProduct(t, { name: 'Floss', stock: 10 });
    expect((await add(buyer, { productId: floss.id, quantity: 1 })).statusCode).toBe(200);
    const before = await insertProduct(t, { name: 'Emax Veneer', stock: 999 });
    expect((await add(buyer, { productId: before.id, quantity: 1 })).statusCode).toBe(200);
    await t.database.db
      .updateTable('products')
      .set({ lab_service_kind: 'veneer', lab_turnaround_days: 7 })
      .where('id', '=', before.id)
      .execute();
    const line = (await cart(buyer))
      .json()
      .items.find((i: { productId: number }) => i.productId === before.id);
    const change = await as(
      t,
      buyer,
    )({
      method: 'PUT',
      url: `${API}/cart/${line.id}/update`,
      payload: { cartItemId: line.id, quantity: 2 },
    });
    expect(change.statusCode).toBe(422);
    const order = await as(t, buyer)({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() });
    expect(order.statusCode).toBe(422);
    expect(order.json()).toMatchObject({ code: 'ORDERED_AS_CASE' });
    expect(order.json().message).toContain('Emax Veneer is a lab service');
    expect((await productStock(t, floss.id)).stock).toBe(10);
    expect((await cart(buyer)).json().items).toHaveLength(2);
    const removed = await as(
      t,
      buyer,
    )({
      method: 'PUT',
      url: `${API}/cart/${line.id}/update`,
      payload: { cartItemId: line.id, quantity: 0 },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await as(t, buyer)({ method: 'POST', url: `${API}/orders`, payload: checkoutBody() })).statusCode,
    ).toBe(201);
  });

  it('validates the body and names the field', async () => {
    const res = await add(alice, { productId: 'abc', quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain('productId');
    const zero = await add(alice, { productId: 1, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('quantity');
  });

  it('answers 404 for an unknown or archived product', async () => {
    expect((await add(alice, { productId: 999999, quantity: 1 })).statusCode).toBe(404);
    const old = await insertProduct(t, { archived: true });
    expect((await add(alice, { productId: old.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('updates a line’s quantity within stock, and 0 removes it', async () => {
    const paste = await insertProduct(t, { name: 'Paste', priceCents: 500, stock: 4 });
    const user = (await createUserWithToken(t)).authorization;
    const itemId = (await add(user, { productId: paste.id, quantity: 1 })).json().items[0].id;
    const update = (quantity: number) =>
      as(
        t,
        user,
      )({ method: 'PUT', url: `${API}/cart/${itemId}/update`, payload: { cartItemId: itemId, quantity } });
    const three = await update(3);
    expect(three.statusCode).toBe(200);
    expect(three.json()).toMatchObject({ items: [{ quantity: 3 }], totalAmount: 15 });
    const tooMany = await update(5);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 4 of Paste are in stock');
    const removed = await update(0);
    expect(removed.json()).toEqual({ items: [], totalAmount: 0, salesTax: 0, grandTotal: 0 });
  });

  it('refuses a cartItemId that does not match the address', async () => {
    const product = await insertProduct(t);
    const user = (await createUserWithToken(t)).authorization;
    const itemId = (await add(user, { productId: product.id, quantity: 1 })).json().items[0].id;
    const res = await as(
      t,
      user,
    )({
      method: 'PUT',
      url: `${API}/cart/${itemId}/update`,
      payload: { cartItemId: itemId + 1000, quantity: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('cartItemId');
  });

  it('removes a line', async () => {
    const product = await insertProduct(t);
    const user = (await createUserWithToken(t)).authorization;
    const itemId = (await add(user, { productId: product.id, quantity: 1 })).json().items[0].id;
    const res = await as(t, user)({ method: 'DELETE', url: `${API}/cart/${itemId}/remove` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    const again = await as(t, user)({ method: 'DELETE', url: `${API}/cart/${itemId}/remove` });
    expect(again.statusCode).toBe(404);
  });

  it('says which prices changed and what is left since the shopper added a line', async () => {
    const shopper = (await createUserWithToken(t)).authorization;
    const brushes = await insertProduct(t, { name: 'Brushes', priceCents: 1000, stock: 10 });
    const picks = await insertProduct(t, { name: 'Picks', priceCents: 500, stock: 10 });
    await add(shopper, { productId: brushes.id, quantity: 4 });
    await add(shopper, { productId: picks.id, quantity: 2 });
    const line = (body: { items: { productId: number }[] }, id: number) =>
      body.items.find((item) => item.productId === id);
    // Nothing changed: no earlier price, and the stock there is.
    expect(line((await cart(shopper)).json(), brushes.id)).toMatchObject({ price: 10, available: 10 });
    expect(line((await cart(shopper)).json(), brushes.id)).not.toHaveProperty('previousPrice');

    // The administrator raises the price of one and sells the other down to 3.
    await t.database.db
      .updateTable('products')
      .set({ price_cents: 1250 })
      .where('id', '=', brushes.id)
      .execute();
    await t.database.db
      .updateTable('products')
      .set({ stock_quantity: 1 })
      .where('id', '=', picks.id)
      .execute();
    const changed = (await cart(shopper)).json();
    expect(line(changed, brushes.id)).toMatchObject({ price: 12.5, previousPrice: 10, quantity: 4 });
    expect(line(changed, picks.id)).toMatchObject({ available: 1, quantity: 2 });
    expect(line(changed, picks.id)).not.toHaveProperty('previousPrice');
    // The totals are at today's price, as an order would charge.
    expect(changed.totalAmount).toBe(60);

    // Seen: the notice of the price goes; the short stock stays until the quantity fits.
    const seen = await as(t, shopper)({ method: 'POST', url: `${API}/cart/acknowledge-prices` });
    expect(seen.statusCode).toBe(200);
    expect(line(seen.json(), brushes.id)).not.toHaveProperty('previousPrice');
    expect(line((await cart(shopper)).json(), brushes.id)).not.toHaveProperty('previousPrice');
    expect(line((await cart(shopper)).json(), picks.id)).toMatchObject({ available: 1 });

    // Another change after that is reported again, against the price last seen.
    await t.database.db
      .updateTable('products')
      .set({ price_cents: 1100 })
      .where('id', '=', brushes.id)
      .execute();
    expect(line((await cart(shopper)).json(), brushes.id)).toMatchObject({ price: 11, previousPrice: 12.5 });
    // Changing the quantity happens at the price on screen: that counts as seen too.
    const { id } = line((await cart(shopper)).json(), brushes.id) as unknown as { id: number };
    const update = await as(
      t,
      shopper,
    )({ method: 'PUT', url: `${API}/cart/${id}/update`, payload: { quantity: 3 } });
    expect(update.statusCode).toBe(200);
    expect(line((await cart(shopper)).json(), brushes.id)).not.toHaveProperty('previousPrice');
  });

  it('acknowledges prices only in the caller’s own cart, and only when signed in', async () => {
    const mine = (await createUserWithToken(t)).authorization;
    const theirs = (await createUserWithToken(t)).authorization;
    const gel = await insertProduct(t, { name: 'Gel', priceCents: 800, stock: 10 });
    await add(mine, { productId: gel.id, quantity: 1 });
    await add(theirs, { productId: gel.id, quantity: 1 });
    await t.database.db.updateTable('products').set({ price_cents: 900 }).where('id', '=', gel.id).execute();
    const anonymous = await t.app.inject({ method: 'POST', url: `${API}/cart/acknowledge-prices` });
    expect(anonymous.statusCode).toBe(401);
    await as(t, theirs)({ method: 'POST', url: `${API}/cart/acknowledge-prices` });
    expect((await cart(mine)).json().items[0]).toMatchObject({ price: 9, previousPrice: 8 });
  });

  it('never shows or changes another user’s cart items (404)', async () => {
    const product = await insertProduct(t, { stock: 10 });
    const itemId = (await add(alice, { productId: product.id, quantity: 1 })).json().items.at(-1).id;
    const update = await as(
      t,
      bob,
    )({
      method: 'PUT',
      url: `${API}/cart/${itemId}/update`,
      payload: { cartItemId: itemId, quantity: 5 },
    });
    expect(update.statusCode).toBe(404);
    const remove = await as(t, bob)({ method: 'DELETE', url: `${API}/cart/${itemId}/remove` });
    expect(remove.statusCode).toBe(404);
    expect((await cart(bob)).json().items).toEqual([]);
    const aliceLine = (await cart(alice)).json().items.find((i: { id: number }) => i.id === itemId);
    expect(aliceLine.quantity).toBe(1);
  });
});

describe('wishlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says which products are sold in sizes, so the shopper chooses one on the product page', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const gloves = await insertProduct(t, { name: 'Wishlist gloves', options: [{ value: 'M', stock: 3 }] });
    await as(t, user)({ method: 'POST', url: `${API}/wishlist/add`, payload: { productId: gloves.id } });
    const list = await as(t, user)({ method: 'GET', url: `${API}/wishlist` });
    expect(list.json().items).toEqual([
      expect.objectContaining({ productId: gloves.id, optionDimension: 'size', inStock: true }),
    ]);
  });

  it('adds a product once and lists it with description and stock', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t, {
      name: 'Water flosser',
      priceCents: 4999,
      stock: 0,
      description: 'Cordless',
      imageUrl: '/u/w.jpg',
    });
    const payload = { id: 1, productId: product.id, productName: 'x', price: 1 };
    const first = await as(t, user)({ method: 'POST', url: `${API}/wishlist/add`, payload });
    expect(first.statusCode).toBe(201);
    const second = await as(t, user)({ method: 'POST', url: `${API}/wishlist/add`, payload });
    expect(second.statusCode).toBe(200);
    const list = await as(t, user)({ method: 'GET', url: `${API}/wishlist` });
    expect(list.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          productId: product.id,
          productName: 'Water flosser',
          price: 49.99,
          description: 'Cordless',
          imageUrl: '/u/w.jpg',
          thumbnailUrl: null,
          mediumUrl: null,
          inStock: false,
          optionDimension: null,
        },
      ],
    });
  });

  it('removes an item; another user’s item gives 404 and stays', async () => {
    const owner = (await createUserWithToken(t)).authorization;
    const other = (await createUserWithToken(t)).authorization;
    const product = await insertProduct(t);
    const added = await as(
      t,
      owner,
    )({ method: 'POST', url: `${API}/wishlist/add`, payload: { productId: product.id } });
    const itemId = added.json().items[0].id;
    const stolen = await as(t, other)({ method: 'DELETE', url: `${API}/wishlist/${itemId}/remove` });
    expect(stolen.statusCode).toBe(404);
    expect((await as(t, other)({ method: 'GET', url: `${API}/wishlist` })).json().items).toEqual([]);
    const removed = await as(t, owner)({ method: 'DELETE', url: `${API}/wishlist/${itemId}/remove` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const user = (await createUserWithToken(t)).authorization;
    const unknown = await as(
      t,
      user,
    )({ method: 'POST', url: `${API}/wishlist/add`, payload: { productId: 424242 } });
    expect(unknown.statusCode).toBe(404);
    const bad = await as(t, user)({ method: 'POST', url: `${API}/wishlist/add`, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('productId');
  });
});
