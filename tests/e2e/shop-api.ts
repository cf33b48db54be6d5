import {
  brandPageSchema,
  cartPaths,
  catalogPaths,
  categorySchema,
  fillPath,
  ordersPaths,
  productSchema,
  signInResponseSchema,
  usersPaths,
  type OrderStatus,
} from '@idl/api-contract';
import { z } from 'zod';
import { E2E_ADMIN } from './global-setup';
import { baseUrl } from './browser';

/** Calls the running server's API the way a script would (for setup the UI does not own). */
export async function call<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, token, response }: { method?: string; body?: unknown; token?: string; response: S },
): Promise<z.output<S>> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return response.parse(JSON.parse(text));
}

export async function signIn(email: string, password: string): Promise<string> {
  const answer = await call(usersPaths.signIn, {
    method: 'POST',
    body: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
    response: signInResponseSchema,
  });
  return answer.data.accessToken;
}

export const adminToken = () => signIn(E2E_ADMIN.email, E2E_ADMIN.password);

/** A new patient account (signed up through the API); resolves with its e-mail, password and token. */
export async function newCustomer(firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@e2e.test`;
  const password = 'a long e2e passphrase';
  await call(usersPaths.signUp, {
    method: 'POST',
    body: { email, password, firstName, lastName: 'Tester' },
    response: z.unknown(),
  });
  return { email, password, token: await signIn(email, password) };
}

/**
 * Adds a product through the admin API, in the first category and brand of the catalogue unless
 * `more` names another category; `more.images` gives it pictures (paths of the shop, as stored).
 */
export async function createProduct(
  token: string,
  name: string,
  price: number,
  stockQuantity = 20,
  more: { categoryId?: number; images?: { imageUrl: string; altText: string }[] } = {},
) {
  const categories = await call(catalogPaths.categories, { response: z.array(categorySchema) });
  const brands = await call(catalogPaths.brands, { response: brandPageSchema });
  const [category] = categories;
  const [brand] = brands.content;
  if (!category || !brand) throw new Error('The catalogue needs a category and a brand (demo seed)');
  return call(catalogPaths.addProduct, {
    method: 'POST',
    token,
    body: {
      name,
      description: `${name}, made for the end-to-end journey.`,
      price,
      stockQuantity,
      categoryId: more.categoryId ?? category.categoryId,
      brandId: brand.id,
      ...(more.images ? { images: more.images } : {}),
    },
    response: productSchema,
  });
}

/** A customer's order of one product, placed through the API with their e-mail as the buyer's. */
export async function placeOrder(customer: { email: string; token: string }, productId: number) {
  await call(cartPaths.cartAdd, {
    method: 'POST',
    token: customer.token,
    body: { productId, quantity: 1 },
    response: z.unknown(),
  });
  const order = await call(ordersPaths.orders, {
    method: 'POST',
    token: customer.token,
    body: {
      buyer: { fullName: 'Lia Tester', contactNumber: '+1 305 555 0100', email: customer.email },
      shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1 Ocean Dr' },
      paymentMethod: {
        provider: 'manual-transfer',
        recipientName: 'Interdental Lab',
        username: 'lia',
        contact: customer.email,
      },
    },
    response: z.object({ orderId: z.number() }),
  });
  return order.orderId;
}

/** Moves an order along as an admin would (Shipped needs a tracking id). */
export async function moveOrder(token: string, orderId: number, statuses: OrderStatus[]) {
  for (const status of statuses) {
    await call(fillPath(ordersPaths.adminOrderStatus, { orderId }), {
      method: 'PATCH',
      token,
      body: { status, ...(status === 'Shipped' ? { trackingId: `TRK-${orderId}` } : {}) },
      response: z.unknown(),
    });
  }
}

/**
 * Takes a journey's product out of the shop once the journey is done (archived when it has orders),
 * so the shared server's first shop page keeps showing the demo catalogue to the other journeys.
 */
export async function removeProduct(token: string, productId: number) {
  await call(fillPath(catalogPaths.deleteProduct, { productId }), {
    method: 'DELETE',
    token,
    response: z.unknown(),
  });
}
