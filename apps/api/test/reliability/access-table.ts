import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { API, as, checkoutBody, fillCart, insertProduct, placeOrder } from '../fixtures/commerce';
import { decodeJwt } from 'jose';
import { createUserWithToken, openTestSession, type TestApp } from '../helpers';
import { inlineStylesMoved } from '../../src/modules/seo/server-render';
import { updateCardPath } from '../../src/modules/warranty/card-link';
import { crownPrescription, officeSignUp, sendCase, signUpOffice } from '../cases-fixtures';
import { obj } from '../scan-files';
import { claimPhotoBody, enrolPatient, officeForm, patientForm } from '../warranty-fixtures';
import type { populateShop } from './shop-fixtures';

export const actors = ['anonymous', 'patient', 'stranger', 'deactivated', 'admin'] as const;
export type MatrixActor = (typeof actors)[number];
export type Expected = Record<MatrixActor, number>;
type Shop = Awaited<ReturnType<typeof populateShop>>;
/** The request for one cell; it may create what it needs first (a fresh line to delete, ...). */
type Build = (t: TestApp, shop: Shop, actor: MatrixActor) => Promise<Omit<InjectOptions, 'method'>>;

/** Anyone, signed in or not: a token is not even looked at. */
const open = (status: number): Expected => ({
  anonymous: status,
  patient: status,
  stranger: status,
  deactivated: status,
  admin: status,
});
/** Anyone; a token that is sent must belong to an active account. */
const optional = (status: number): Expected => ({ ...open(status), deactivated: 403 });
/** A signed-in, active account; `stranger` and `admin` own nothing of the patient's. */
const signedIn = (owner: number, stranger = owner, admin = stranger): Expected => ({
  anonymous: 401,
  patient: owner,
  stranger,
  deactivated: 403,
  admin,
});
/** Administrators only. */
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  patient: 403,
  stranger: 403,
  deactivated: 403,
  admin: status,
});

const unique = () => randomBytes(4).toString('hex');

/** A session of the actor's own account opened for one cell, so ending it leaves the shared ones live. */
async function freshSessionOf(t: TestApp, shop: Shop, actor: MatrixActor) {
  if (actor === 'anonymous') return undefined;
  const user = shop[actor];
  return openTestSession(t, user.id, actor === 'admin' ? 'ADMIN' : 'PATIENT');
}
const withFreshSession: Build = async (t, shop, actor) => {
  const token = await freshSessionOf(t, shop, actor);
  return token ? { headers: { authorization: `Bearer ${token}` } } : {};
};
const none = async () => ({});
/** A JSON body made afresh for each cell (unique e-mails and names). */
const json = (payload: () => object) => async () => ({ payload: payload() });

/** A product in the patient's cart, for a cell that changes or removes the line. */
async function freshCartLine(t: TestApp, shop: Shop) {
  const product = await insertProduct(t, { stock: 100 });
  await fillCart(t, shop.patient.authorization, [{ productId: product.id, quantity: 1 }]);
  const cart = await as(t, shop.patient.authorization)({ method: 'GET', url: `${API}/cart` });
  const line = (cart.json() as { items: { id: number; productId: number }[] }).items.find(
    (item) => item.productId === product.id,
  );
  return line!.id;
}

async function freshWishlistLine(t: TestApp, shop: Shop) {
  const product = await insertProduct(t);
  const res = await as(
    t,
    shop.patient.authorization,
  )({
    method: 'POST',
    url: `${API}/wishlist/add`,
    payload: { productId: product.id },
  });
  const items = (res.json() as { items: { id: number; productId: number }[] }).items;
  return items.find((item) => item.productId === product.id)!.id;
}

async function freshOrder(t: TestApp, shop: Shop) {
  const product = await insertProduct(t, { stock: 100 });
  await fillCart(t, shop.patient.authorization, [{ productId: product.id, quantity: 1 }]);
  return (await placeOrder(t, shop.patient.authorization)).orderId;
}

async function freshDueId(t: TestApp) {
  const enrolment = await enrolPatient(t, { email: `due-${unique()}@example.com` });
  return enrolment.dues[0]!.id;
}

async function freshClaimId(t: TestApp) {
  const email = `claim-${unique()}@example.com`;
  const enrolment = await enrolPatient(t, { email });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/warranty/claims`,
    payload: {
      reference: enrolment.reference,
      email,
      officeReference: 'IDL-D-7KQ3XM',
      caseType: 'chipped-crown',
      description: 'Chipped while eating.',
      photoUrls: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`claim: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

async function freshContactMessageId(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/contact-messages`,
    payload: { firstName: 'Lena', lastName: 'Park', email: 'lena@example.com', message: 'Hello' },
  });
  return (res.json() as { id: number }).id;
}

/**
 * The patient and the stranger each act from an account of their own made for the cell, with an
 * office signed up when `withOffice`: an account has one office, and cells must not depend on order.
 */
const asOfficeAccount =
  (withOffice: boolean, extra: object = {}): Build =>
  async (t, _shop, actor) => {
    if (actor !== 'patient' && actor !== 'stranger') return extra;
    const account = withOffice ? await signUpOffice(t) : await createUserWithToken(t);
    return { ...extra, headers: { authorization: account.authorization } };
  };

/** A case just sent by a verified office of its own, and that office's account. */
async function freshCase(t: TestApp, shop: Shop) {
  const owner = await signUpOffice(t, { admin: shop.admin });
  const res = await sendCase(t, owner, shop.labService.id);
  return { owner, caseId: (res.json() as { id: number }).id };
}

/**
 * A request to `path` under a fresh case (`messages`, `photos`, ...): the patient acts from the
 * office that sent it, the stranger from another verified office.
 */
const asCaseOffice =
  (
    path: (t: TestApp, caseId: number, owner: CaseOwner) => Promise<string>,
    extra: { headers?: Record<string, string>; payload?: InjectOptions['payload'] } = {},
  ): Build =>
  async (t, shop, actor) => {
    const { owner, caseId } = await freshCase(t, shop);
    const url = `${API}/cases/${caseId}/${await path(t, caseId, owner)}`;
    if (actor === 'patient')
      return { ...extra, url, headers: { ...extra.headers, authorization: owner.authorization } };
    if (actor === 'stranger') {
      const other = await signUpOffice(t, { admin: shop.admin });
      return { ...extra, url, headers: { ...extra.headers, authorization: other.authorization } };
    }
    return { ...extra, url };
  };
type CaseOwner = { authorization: string };

/** A photo sent in a message of the case, by the office or by the lab: `photos/{photoId}`. */
async function sentPhoto(t: TestApp, caseId: number, authorization: string, side: 'cases' | 'admin/cases') {
  const photo = await t.app.inject({
    method: 'POST',
    url: `${API}/${side}/${caseId}/photos`,
    ...pngUpload,
    headers: { ...pngUpload.headers, authorization },
  });
  const photoId = (photo.json() as { id: number }).id;
  await t.app.inject({
    method: 'POST',
    url: `${API}/${side}/${caseId}/messages`,
    headers: { authorization },
    payload: { text: 'The prep', photoIds: [photoId] },
  });
  return `photos/${photoId}`;
}

/** A fresh case with a scan upload started (`complete`: sent whole, so a scan) and its office. */
async function freshScan(t: TestApp, shop: Shop, complete: boolean) {
  const { owner, caseId } = await freshCase(t, shop);
  const owned = as(t, owner.authorization);
  const upload = (
    await owned({
      method: 'POST',
      url: `${API}/cases/${caseId}/scan-uploads`,
      payload: { fileName: 'jaw.obj', size: obj.length },
    })
  ).json() as { id: number };
  const uploadUrl = `${API}/cases/${caseId}/scan-uploads/${upload.id}`;
  if (complete) await owned({ method: 'PATCH', url: uploadUrl, headers: scanPartHeaders, payload: obj });
  return { owner, caseId, uploadUrl, scanUrl: `${API}/cases/${caseId}/scans/${upload.id}/file` };
}
const scanPartHeaders = { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' };

/**
 * A route of an office's case: the office that sent it is answered, anyone else (the stranger's
 * own office included) is told 404. `request` makes the cell's request from a fresh case.
 */
const ofOwnCase =
  (
    request: (
      t: TestApp,
      shop: Shop,
    ) => Promise<{ owner: { authorization: string } } & Omit<InjectOptions, 'method'>>,
  ): Build =>
  async (t, shop, actor) => {
    const { owner, ...cell } = await request(t, shop);
    if (actor === 'patient')
      return { ...cell, headers: { ...cell.headers, authorization: owner.authorization } };
    if (actor === 'stranger') {
      const other = await signUpOffice(t, { admin: shop.admin });
      return { ...cell, headers: { ...cell.headers, authorization: other.authorization } };
    }
    return cell;
  };

const productBody = (shop: Shop) => ({
  name: `Brush ${unique()}`,
  description: 'Cleans between teeth',
  price: 9.99,
  stockQuantity: 10,
  categoryId: shop.categoryId,
  brandId: shop.brandId,
  images: [],
});
const brandBody = () => ({
  name: `Brand ${unique()}`,
  description: 'Makes dental products',
  logoUrl: `/interdentallab/uploads/${'a'.repeat(32)}.webp`,
});
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const pngUpload = {
  headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
  payload: Buffer.concat([
    Buffer.from(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    tinyPng,
    Buffer.from('\r\n--xyz--\r\n'),
  ]),
};

/**
 * The access matrix: for every route of the OpenAPI document, the status each kind of caller gets.
 * A route missing here fails the test, so a new route must be given its row.
 */
export const accessTable: Record<string, { expected: Expected; build: Build }> = {
  'GET /interdentallab/health': { expected: open(200), build: none },
  'GET /interdentallab/ready': { expected: open(200), build: none },
  'GET /interdentallab/metrics': { expected: adminOnly(200), build: none },
  'GET /interdentallab/api/admin/operations': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/admin/operations/mail/{mailId}/resend': {
    expected: adminOnly(200),
    build: async (t) => {
      const now = new Date().toISOString();
      const row = await t.database.db
        .insertInto('mail_queue')
        .values({
          to_address: `failed-${unique()}@example.com`,
          subject: 'Given up',
          text_body: 'Given up.',
          html_body: '<p>Given up.</p>',
          status: 'failed',
          attempts: 20,
          next_attempt_at: now,
          queued_at: now,
          failed_at: now,
          last_error: '451 Mailbox busy',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `${API}/admin/operations/mail/${row.id}/resend` };
    },
  },
  'POST /interdentallab/api/users/sign-up': {
    expected: open(201),
    build: async () => ({
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      query: { email: `new-${unique()}@example.com`, password: 'long enough password', role: 'PATIENT' },
    }),
  },
  'POST /interdentallab/api/users/sign-in': {
    expected: open(200),
    build: async (_t, shop) => ({
      payload: {
        email: shop.patient.email,
        password: 'correct horse battery',
        fcmToken: '',
        gmailToken: '',
        facebookToken: '',
      },
    }),
  },
  'GET /interdentallab/api/users/me': { expected: signedIn(200), build: none },
  'PUT /interdentallab/api/users/me': {
    expected: signedIn(200),
    build: json(() => ({
      firstName: 'Jane',
      lastName: 'Doe',
      email: `me-${unique()}@example.com`,
      currentPassword: 'correct horse battery',
    })),
  },
  'POST /interdentallab/api/users/sign-out': { expected: signedIn(200), build: withFreshSession },
  'GET /interdentallab/api/users/me/sessions': { expected: signedIn(200), build: none },
  'DELETE /interdentallab/api/users/me/sessions': {
    // Signing out everywhere ends every session of the account: a throwaway account of the actor's kind.
    expected: signedIn(200),
    build: async (t, _shop, actor) => {
      if (actor === 'anonymous') return {};
      const throwaway = await createUserWithToken(t, {
        role: actor === 'admin' ? 'ADMIN' : 'PATIENT',
        status: actor === 'deactivated' ? 'INACTIVE' : 'active',
      });
      return { headers: { authorization: throwaway.authorization } };
    },
  },
  'DELETE /interdentallab/api/users/me/sessions/{id}': {
    // A session of the patient's: nobody else can end it.
    expected: signedIn(200, 404),
    build: async (t, shop) => {
      const token = await openTestSession(t, shop.patient.id, 'PATIENT');
      return { url: `${API}/users/me/sessions/${String(decodeJwt(token).sid)}` };
    },
  },
  'GET /interdentallab/api/users/confirm-email': {
    expected: open(400),
    build: async () => ({ query: { token: 'not-a-real-token' } }),
  },
  'PUT /interdentallab/api/users/me/password': {
    // Every account of the shop was made with this password; it stays the same.
    expected: signedIn(200),
    build: json(() => ({ currentPassword: 'correct horse battery', newPassword: 'correct horse battery' })),
  },
  'GET /interdentallab/api/users/me/notification-settings': { expected: signedIn(200), build: none },
  'PUT /interdentallab/api/users/me/notification-settings': {
    expected: signedIn(200),
    build: json(() => ({ newsLetter: true })),
  },
  'POST /interdentallab/api/users/forgot-password': {
    expected: open(202),
    build: json(() => ({ email: 'someone@example.com' })),
  },
  'POST /interdentallab/api/users/reset-password': {
    expected: open(400),
    build: json(() => ({ token: 'not-a-real-token-not-a-real-token', newPassword: 'long enough password' })),
  },
  'GET /interdentallab/api/admin/users': { expected: adminOnly(200), build: none },
  'DELETE /interdentallab/api/admin/users/{id}/deactivate': {
    expected: adminOnly(200),
    // A throwaway account: deactivation ends its sessions for good.
    build: async (t) => ({ url: `${API}/admin/users/${(await createUserWithToken(t)).id}/deactivate` }),
  },
  'POST /interdentallab/api/admin/users/{id}/activate': {
    expected: adminOnly(200),
    build: async (t) => ({
      url: `${API}/admin/users/${(await createUserWithToken(t, { status: 'INACTIVE' })).id}/activate`,
    }),
  },
  'GET /interdentallab/api/cart': { expected: signedIn(200), build: none },
  'POST /interdentallab/api/cart/add': {
    expected: signedIn(200),
    build: async (_t, shop) => ({ payload: { productId: shop.product.id, quantity: 1 } }),
  },
  'PUT /interdentallab/api/cart/{id}/update': {
    expected: signedIn(200, 404),
    build: async (t, shop) => ({
      url: `${API}/cart/${await freshCartLine(t, shop)}/update`,
      payload: { quantity: 2 },
    }),
  },
  'DELETE /interdentallab/api/cart/{id}/remove': {
    expected: signedIn(200, 404),
    build: async (t, shop) => ({ url: `${API}/cart/${await freshCartLine(t, shop)}/remove` }),
  },
  // Acknowledges the prices of the caller's own cart only (an empty cart answers empty).
  'POST /interdentallab/api/cart/acknowledge-prices': { expected: signedIn(200), build: none },
  'GET /interdentallab/api/wishlist': { expected: signedIn(200), build: none },
  'POST /interdentallab/api/wishlist/add': {
    expected: signedIn(201),
    build: async (t) => ({ payload: { productId: (await insertProduct(t)).id } }),
  },
  'DELETE /interdentallab/api/wishlist/{id}/remove': {
    expected: signedIn(200, 404),
    build: async (t, shop) => ({ url: `${API}/wishlist/${await freshWishlistLine(t, shop)}/remove` }),
  },
  'POST /interdentallab/api/orders': {
    // Each caller gets a line in their own cart first (the deactivated one cannot).
    expected: signedIn(201),
    build: async (t, shop, actor) => {
      const own = { patient: shop.patient, stranger: shop.stranger, admin: shop.admin }[actor as string];
      if (own) {
        const product = await insertProduct(t, { stock: 100 });
        await fillCart(t, own.authorization, [{ productId: product.id, quantity: 1 }]);
      }
      return { payload: checkoutBody() };
    },
  },
  'GET /interdentallab/api/orders': { expected: signedIn(200), build: none },
  'GET /interdentallab/api/orders/{orderId}': {
    // The owner and the shop's administrators see an order; nobody else learns it exists.
    expected: signedIn(200, 404, 200),
    build: async (_t, shop) => ({ url: `${API}/orders/${shop.orderId}` }),
  },
  'GET /interdentallab/orders/getAllOrders': { expected: adminOnly(200), build: none },
  'PATCH /interdentallab/api/admin/orders/{orderId}/status': {
    expected: adminOnly(200),
    build: async (t, shop) => ({
      url: `${API}/admin/orders/${await freshOrder(t, shop)}/status`,
      payload: { status: 'In Progress' },
    }),
  },
  'GET /interdentallab/api/products/{id}/reviews': {
    expected: optional(200),
    build: async (_t, shop) => ({ url: `${API}/products/${shop.product.id}/reviews` }),
  },
  'POST /interdentallab/api/products/{id}/reviews': {
    // Only a buyer whose order was delivered may review; the patient's order is still new.
    expected: signedIn(403),
    build: async (_t, shop) => ({
      url: `${API}/products/${shop.product.id}/reviews`,
      payload: { rating: 5 },
    }),
  },
  'GET /interdentallab/api/notifications': { expected: signedIn(200), build: none },
  'POST /interdentallab/api/notifications/{id}/read': {
    expected: signedIn(200, 404),
    build: async (t, shop) => {
      const row = await t.database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', shop.patient.id)
        .executeTakeFirstOrThrow();
      return { url: `${API}/notifications/${row.id}/read` };
    },
  },
  'POST /interdentallab/api/notifications/read-all': { expected: signedIn(200), build: none },
  'GET /interdentallab/api/admin/dashboard': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/warranty/patient-enrollments': {
    expected: open(201),
    build: json(() => patientForm({ email: `p-${unique()}@example.com` })),
  },
  'POST /interdentallab/api/warranty/office-enrollments': {
    expected: open(201),
    build: json(() => officeForm({ email: `o-${unique()}@example.com` })),
  },
  'POST /interdentallab/api/warranty/patient-enrollments/lookup': {
    // Reached by reference and e-mail, whoever asks; an account adds nothing.
    expected: open(200),
    build: async (_t, shop) => ({
      payload: { reference: shop.enrolment.reference, email: shop.patient.email },
    }),
  },
  'POST /interdentallab/api/warranty/patient-enrollments/contract': {
    expected: open(200),
    build: async (_t, shop) => ({
      payload: { reference: shop.enrolment.reference, email: shop.patient.email },
    }),
  },
  'POST /interdentallab/api/warranty/patient-enrollments/card-subscription': {
    // Reached by reference and e-mail; without Stripe keys the shop takes no card (409).
    expected: open(409),
    build: async (_t, shop) => ({
      payload: { reference: shop.enrolment.reference, email: shop.patient.email },
    }),
  },
  'GET /interdentallab/api/warranty/card-portal': {
    // The signed link of an enrolment; without Stripe keys there is no card page to open (409).
    expected: open(409),
    build: async (t, shop) => ({ url: updateCardPath(t.app.config.jwtSecret, shop.enrolment.id) }),
  },
  'POST /interdentallab/api/warranty/claim-photos': {
    // Reached by reference and e-mail, like the look-up; an account adds nothing.
    expected: open(201),
    build: async (_t, shop) =>
      claimPhotoBody(
        { reference: shop.enrolment.reference, email: shop.patient.email },
        { name: 'dot.png', content: tinyPng, type: 'image/png' },
      ),
  },
  'POST /interdentallab/api/warranty/claims': {
    expected: open(201),
    build: async (t) => {
      const email = `c-${unique()}@example.com`;
      const enrolment = await enrolPatient(t, { email });
      return {
        payload: {
          reference: enrolment.reference,
          email,
          officeReference: 'IDL-D-7KQ3XM',
          caseType: 'chipped-crown',
          description: 'Chipped while eating.',
          photoUrls: [],
        },
      };
    },
  },
  'GET /interdentallab/api/admin/warranty/enrollments': { expected: adminOnly(200), build: none },
  'GET /interdentallab/api/admin/warranty/enrollments/{enrollmentId}': {
    expected: adminOnly(200),
    build: async (_t, shop) => ({ url: `${API}/admin/warranty/enrollments/${shop.enrolment.id}` }),
  },
  'POST /interdentallab/api/admin/warranty/dues/{dueId}/payment': {
    expected: adminOnly(200),
    build: async (t) => ({ url: `${API}/admin/warranty/dues/${await freshDueId(t)}/payment` }),
  },
  'GET /interdentallab/api/admin/warranty/claims': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/admin/warranty/claims/{claimId}/review': {
    expected: adminOnly(200),
    build: async (t) => ({
      url: `${API}/admin/warranty/claims/${await freshClaimId(t)}/review`,
      payload: { decision: 'approve', resolution: 'replacement' },
    }),
  },
  'POST /interdentallab/api/contact-messages': {
    expected: open(201),
    build: json(() => ({ firstName: 'Lena', lastName: 'Park', email: 'lena@example.com', message: 'Hello' })),
  },
  'GET /interdentallab/api/admin/contact-messages': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/admin/contact-messages/{messageId}/handled': {
    expected: adminOnly(200),
    build: async (t) => ({ url: `${API}/admin/contact-messages/${await freshContactMessageId(t)}/handled` }),
  },
  'GET /interdentallab/category/getAllCategories': { expected: open(200), build: none },
  'POST /interdentallab/category/addCategory': {
    expected: adminOnly(201),
    build: json(() => ({ name: `Category ${unique()}`, parentCategoryId: null })),
  },
  'PUT /interdentallab/category/updateCategory/{categoryId}': {
    expected: adminOnly(200),
    build: async (_t, shop) => ({
      url: `/interdentallab/category/updateCategory/${shop.categoryId}`,
      payload: { name: `Brushes ${unique()}`, parentCategoryId: null },
    }),
  },
  'DELETE /interdentallab/category/deleteCategory/{categoryId}': {
    expected: adminOnly(200),
    build: async (t, shop) => {
      const res = await as(
        t,
        shop.admin.authorization,
      )({
        method: 'POST',
        url: '/interdentallab/category/addCategory',
        payload: { name: `Doomed ${unique()}`, parentCategoryId: null },
      });
      return { url: `/interdentallab/category/deleteCategory/${res.json().categoryId}` };
    },
  },
  'GET /interdentallab/api/brands': { expected: open(200), build: none },
  'GET /interdentallab/api/admin/brands': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/admin/brands': {
    expected: adminOnly(201),
    build: async () => ({ payload: brandBody() }),
  },
  'PUT /interdentallab/api/admin/brands/{id}': {
    expected: adminOnly(200),
    build: async (_t, shop) => ({ url: `${API}/admin/brands/${shop.brandId}`, payload: brandBody() }),
  },
  'DELETE /interdentallab/api/admin/brands/{id}': {
    expected: adminOnly(200),
    build: async (t, shop) => {
      const res = await as(
        t,
        shop.admin.authorization,
      )({
        method: 'POST',
        url: `${API}/admin/brands`,
        payload: brandBody(),
      });
      return { url: `${API}/admin/brands/${res.json().id}` };
    },
  },
  'GET /interdentallab/api/products/getallproducts': { expected: open(200), build: none },
  'GET /interdentallab/api/products/price-range': { expected: open(200), build: none },
  'GET /interdentallab/api/products/lab-services': { expected: open(200), build: none },
  'GET /interdentallab/api/payment-options': { expected: open(200), build: none },
  'GET /interdentallab/api/admin/settings/payment': { expected: adminOnly(200), build: none },
  'GET /interdentallab/api/admin/payments/reconciliation': {
    expected: adminOnly(200),
    build: async () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),
  },
  'PUT /interdentallab/api/admin/settings/payment': {
    expected: adminOnly(200),
    build: json(() => ({
      transferMethods: [{ name: 'Zelle', payeeName: 'Interdental Lab', account: 'pay@interdentallab.com' }],
    })),
  },
  'POST /interdentallab/api/orders/{orderId}/checkout': {
    // The patient's order is paid by transfer, so it has no card page; nobody else learns it exists.
    expected: signedIn(409, 404, 404),
    build: async (_t, shop) => ({ url: `${API}/orders/${shop.orderId}/checkout` }),
  },
  'POST /interdentallab/api/payments/stripe/webhook': {
    // Without Stripe keys the shop takes no Stripe events at all.
    expected: open(404),
    build: async () => ({
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
      payload: '{}',
    }),
  },
  // The admin Products page's list and product reads are public in the spec (auth "none").
  'GET /interdentallab/product/getAll': { expected: open(200), build: none },
  'GET /interdentallab/api/products/{id}': {
    expected: open(200),
    build: async (_t, shop) => ({ url: `${API}/products/${shop.product.id}` }),
  },
  'GET /interdentallab/api/products/{id}/related': {
    expected: open(200),
    build: async (_t, shop) => ({ url: `${API}/products/${shop.product.id}/related` }),
  },
  'GET /interdentallab/product/get/{productId}': {
    expected: open(200),
    build: async (_t, shop) => ({ url: `/interdentallab/product/get/${shop.product.id}` }),
  },
  'POST /interdentallab/product/add': {
    expected: adminOnly(201),
    build: async (_t, shop) => ({ payload: productBody(shop) }),
  },
  'PUT /interdentallab/product/update/{productId}': {
    expected: adminOnly(200),
    build: async (t, shop) => ({
      url: `/interdentallab/product/update/${(await insertProduct(t)).id}`,
      payload: productBody(shop),
    }),
  },
  'DELETE /interdentallab/product/delete/{productId}': {
    expected: adminOnly(200),
    build: async (t) => ({ url: `/interdentallab/product/delete/${(await insertProduct(t)).id}` }),
  },
  'POST /interdentallab/product/{productId}/stock': {
    expected: adminOnly(200),
    build: async (_t, shop) => ({
      url: `/interdentallab/product/${shop.product.id}/stock`,
      payload: { quantity: 1 },
    }),
  },
  'POST /interdentallab/product/stock': {
    expected: adminOnly(200),
    build: async (_t, shop) => ({ payload: { items: [{ productId: shop.product.id, quantity: 1 }] } }),
  },
  'POST /interdentallab/api/uploads': { expected: adminOnly(201), build: async () => pngUpload },
  'GET /interdentallab/uploads/{key}': {
    expected: open(200),
    build: async (t, shop) => {
      const res = await as(
        t,
        shop.admin.authorization,
      )({ method: 'POST', url: `${API}/uploads`, ...pngUpload });
      return { url: (res.json() as { imageUrl: string }).imageUrl };
    },
  },
  'GET /interdentallab/api/countries': { expected: open(200), build: none },
  // A rendered page's inline styles as a stylesheet (static-web.ts): anyone's browser loads it.
  'GET /page-styles/{*}': {
    expected: open(200),
    build: async () => ({
      url: /href="([^"]+)"/.exec(inlineStylesMoved('<div style="width:50%"></div>').link)![1]!,
    }),
  },
  // A rendered page's parts' stylesheet (static-web.ts): anyone's browser loads it. The matrix's app
  // has no web build, so no such stylesheet exists: the same 404 for every caller, none refused.
  'GET /page-css/{*}': { expected: open(404), build: async () => ({ url: '/page-css/index-a.css' }) },
  'GET /interdentallab/flags/{code}': {
    expected: open(200),
    build: async () => ({ url: '/interdentallab/flags/US.svg' }),
  },
  'POST /interdentallab/api/offices/mine': {
    expected: signedIn(201, 201, 403),
    build: asOfficeAccount(false, { payload: officeSignUp() }),
  },
  'GET /interdentallab/api/offices/mine': { expected: signedIn(200), build: asOfficeAccount(true) },
  'GET /interdentallab/api/admin/offices': { expected: adminOnly(200), build: none },
  'POST /interdentallab/api/admin/offices/{officeId}/review': {
    expected: adminOnly(200),
    build: async (t) => ({
      url: `${API}/admin/offices/${(await signUpOffice(t)).office.id}/review`,
      payload: { decision: 'verify' },
    }),
  },
  'POST /interdentallab/api/cases': {
    // The patient and the stranger act from verified offices of their own; the admin has none.
    expected: signedIn(201, 201, 403),
    build: async (t, shop, actor) => {
      if (actor !== 'patient' && actor !== 'stranger') {
        return {
          payload: { productId: shop.labService.id, dentistId: 1, prescription: crownPrescription() },
        };
      }
      const office = await signUpOffice(t, { admin: shop.admin });
      return {
        headers: { authorization: office.authorization },
        payload: {
          productId: shop.labService.id,
          dentistId: office.office.dentists[0]!.id,
          prescription: crownPrescription(),
        },
      };
    },
  },
  'GET /interdentallab/api/cases': { expected: signedIn(200), build: none },
  'GET /interdentallab/api/cases/{caseId}': {
    // The office that sent it reads it; anyone else, the stranger's office included, is told 404.
    expected: signedIn(200, 404, 404),
    build: async (t, shop, actor) => {
      const { owner, caseId } = await freshCase(t, shop);
      const url = `${API}/cases/${caseId}`;
      if (actor === 'patient') return { url, headers: { authorization: owner.authorization } };
      if (actor === 'stranger') {
        const other = await signUpOffice(t, { admin: shop.admin });
        return { url, headers: { authorization: other.authorization } };
      }
      return { url };
    },
  },
  'POST /interdentallab/api/cases/{caseId}/remakes': {
    // The office of a shipped case asks for its remake; another office is told 404; the admin has no
    // office (403).
    expected: signedIn(201, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, caseId } = await freshCase(t, shop);
      for (const to of ['design', 'milling_printing', 'finishing', 'quality_check', 'shipped']) {
        await as(
          t,
          shop.admin.authorization,
        )({
          method: 'POST',
          url: `${API}/admin/cases/${caseId}/moves`,
          payload: { action: 'advance', to },
        });
      }
      return {
        owner,
        url: `${API}/cases/${caseId}/remakes`,
        payload: { reason: 'Open contact on the mesial.' },
      };
    }),
  },
  'GET /interdentallab/api/cases/{caseId}/messages': {
    // The office of the case reads its conversation; another office is told 404; the admin has no
    // office (403: the lab reads it at its own path).
    expected: signedIn(200, 404, 403),
    build: asCaseOffice(async () => 'messages'),
  },
  'POST /interdentallab/api/cases/{caseId}/messages': {
    expected: signedIn(201, 404, 403),
    build: asCaseOffice(async () => 'messages', { payload: { text: 'A chamfer, 0.5 mm subgingival.' } }),
  },
  'POST /interdentallab/api/cases/{caseId}/photos': {
    expected: signedIn(201, 404, 403),
    build: asCaseOffice(async () => 'photos', pngUpload),
  },
  'GET /interdentallab/api/cases/{caseId}/photos/{photoId}': {
    // Served to the case's office (and the lab at its own path) only.
    expected: signedIn(200, 404, 403),
    build: asCaseOffice((t, caseId, owner) => sentPhoto(t, caseId, owner.authorization, 'cases')),
  },
  'GET /interdentallab/api/admin/cases': { expected: adminOnly(200), build: none },
  'GET /interdentallab/api/admin/cases/{caseId}': {
    expected: adminOnly(200),
    build: async (t, shop) => ({ url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}` }),
  },
  'POST /interdentallab/api/admin/cases/{caseId}/moves': {
    expected: adminOnly(200),
    build: async (t, shop) => ({
      url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/moves`,
      payload: { action: 'advance', to: 'design' },
    }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/record': {
    expected: adminOnly(200),
    build: async (t, shop) => ({ url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/record` }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/ticket': {
    // The lab's printout: an office, even the case's own, uses its own pages.
    expected: adminOnly(200),
    build: async (t, shop) => ({ url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/ticket` }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/messages': {
    expected: adminOnly(200),
    build: async (t, shop) => ({ url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/messages` }),
  },
  'POST /interdentallab/api/admin/cases/{caseId}/photos': {
    expected: adminOnly(201),
    build: async (t, shop) => ({
      url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/photos`,
      ...pngUpload,
    }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/photos/{photoId}': {
    expected: adminOnly(200),
    build: async (t, shop) => {
      const { caseId, owner } = await freshCase(t, shop);
      return {
        url: `${API}/admin/cases/${caseId}/${await sentPhoto(t, caseId, owner.authorization, 'cases')}`,
      };
    },
  },
  'POST /interdentallab/api/admin/cases/{caseId}/messages': {
    expected: adminOnly(201),
    build: async (t, shop) => ({
      url: `${API}/admin/cases/${(await freshCase(t, shop)).caseId}/messages`,
      payload: { text: 'Is the margin on 8 a chamfer?' },
    }),
  },
  'POST /interdentallab/api/cases/{caseId}/scan-uploads': {
    // As for the conversation: another office is told 404; the admin has no office (403: the lab
    // reads the scans at its own paths).
    expected: signedIn(201, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, caseId } = await freshCase(t, shop);
      return {
        owner,
        url: `${API}/cases/${caseId}/scan-uploads`,
        payload: { fileName: 'upper.stl', size: 1000 },
      };
    }),
  },
  'GET /interdentallab/api/cases/{caseId}/scan-uploads/{uploadId}': {
    expected: signedIn(200, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, uploadUrl } = await freshScan(t, shop, false);
      return { owner, url: uploadUrl };
    }),
  },
  'PATCH /interdentallab/api/cases/{caseId}/scan-uploads/{uploadId}': {
    expected: signedIn(200, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, uploadUrl } = await freshScan(t, shop, false);
      return { owner, url: uploadUrl, headers: scanPartHeaders, payload: obj };
    }),
  },
  'DELETE /interdentallab/api/cases/{caseId}/scan-uploads/{uploadId}': {
    expected: signedIn(200, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, uploadUrl } = await freshScan(t, shop, false);
      return { owner, url: uploadUrl };
    }),
  },
  'GET /interdentallab/api/cases/{caseId}/scans': {
    expected: signedIn(200, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, caseId } = await freshScan(t, shop, true);
      return { owner, url: `${API}/cases/${caseId}/scans` };
    }),
  },
  'GET /interdentallab/api/cases/{caseId}/scans/{scanId}/file': {
    expected: signedIn(200, 404, 403),
    build: ofOwnCase(async (t, shop) => {
      const { owner, scanUrl } = await freshScan(t, shop, true);
      return { owner, url: scanUrl };
    }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/scans': {
    expected: adminOnly(200),
    build: async (t, shop) => ({
      url: `${API}/admin/cases/${(await freshScan(t, shop, true)).caseId}/scans`,
    }),
  },
  'GET /interdentallab/api/admin/cases/{caseId}/scans/{scanId}/file': {
    expected: adminOnly(200),
    build: async (t, shop) => ({
      url: (await freshScan(t, shop, true)).scanUrl.replace(`${API}/cases/`, `${API}/admin/cases/`),
    }),
  },
};
