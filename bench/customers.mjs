import { log } from './lib.mjs';

const API = '/interdentallab/api';

export async function call(url, path, init = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

export async function signIn(url, email, password) {
  const response = await call(url, `${API}/users/sign-in`, {
    method: 'POST',
    body: JSON.stringify({ email, password, fcmToken: '', gmailToken: '', facebookToken: '' }),
  });
  return response.data.accessToken;
}

/** Gives each product plenty of stock (as the administrator), so no phase runs out. */
export async function stockUp(url, adminToken, productIds, quantity = 1_000_000) {
  await call(url, '/interdentallab/product/stock', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ items: productIds.map((productId) => ({ productId, quantity })) }),
  });
}

/**
 * Products a customer can put in a cart and order as they are: no size or colour to choose, and
 * not a lab service (the shop refuses those in a cart, 422 ORDERED_AS_CASE: a dentist office
 * orders them as a case).
 */
export function orderableProducts(products) {
  return products.filter((product) => !product.options && !product.labService);
}

/**
 * Signs up `count` customers and puts one product in each cart, so every order in the
 * place-order phase comes from a different customer. Password hashing is the slow part, so a
 * few run at once.
 */
export async function prepareCustomers(url, count, productIds, concurrency = 8) {
  log(`preparing ${count} customers with a filled cart (sign-up, sign-in, add to cart)`);
  const customers = new Array(count);
  const stamp = Date.now();
  let next = 0;
  let done = 0;
  const began = Date.now();
  async function worker() {
    while (next < count) {
      const i = next++;
      const email = `bench-${stamp}-${i}@customer.test`;
      const password = 'bench-customer-pass';
      const q = new URLSearchParams({ email, password, role: 'PATIENT' });
      await call(url, `${API}/users/sign-up?${q}`, { method: 'POST' });
      const token = await signIn(url, email, password);
      const productId = productIds[i % productIds.length];
      await call(url, `${API}/cart/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      customers[i] = { email, token, productId };
      done++;
      if (done % 100 === 0 || done === count)
        log(`  ${done}/${count} customers (${Math.round(done / ((Date.now() - began) / 1000))}/s)`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return customers;
}
