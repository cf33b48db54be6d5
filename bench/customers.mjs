import { log } from './lib.mjs';

const API = '/interdentallab/api';

async function call(url, path, init = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/**
 * Signs up `count` customers and puts one product in each cart, so every order in the
 * place-order phase comes from a different customer.
 */
export async function prepareCustomers(url, count, productIds) {
  log(`preparing ${count} customers with a filled cart`);
  const customers = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i++) {
    const email = `bench-${stamp}-${i}@customer.test`;
    const password = 'bench-customer-pass';
    const q = new URLSearchParams({ email, password, role: 'PATIENT' });
    await call(url, `${API}/users/sign-up?${q}`, { method: 'POST' });
    const signIn = await call(url, `${API}/users/sign-in`, {
      method: 'POST',
      body: JSON.stringify({ email, password, fcmToken: '', gmailToken: '', facebookToken: '' }),
    });
    const token = signIn.data.accessToken;
    const productId = productIds[i % productIds.length];
    await call(url, `${API}/cart/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    customers.push({ email, token, productId });
    if ((i + 1) % 100 === 0) log(`  ${i + 1}/${count} customers`);
  }
  return customers;
}
