import { signAccessToken } from '../../src/lib/tokens';
import { insertLabService } from '../cases-fixtures';
import { catalogFixtures } from '../catalog-fixtures';
import { API, as, fillCart, insertProduct, placeOrder } from '../fixtures/commerce';
import { createUserWithToken, type TestApp } from '../helpers';
import { enrolPatient } from '../warranty-fixtures';
import type { Authorizations } from './bad-requests';

/**
 * A small shop with something of everything: accounts of each kind, catalogue rows, and a patient
 * who owns an order, a cart line, a wishlist line, a notification and a warranty enrolment.
 */
export async function populateShop(t: TestApp) {
  const admin = await createUserWithToken(t, { role: 'ADMIN' });
  const patient = await createUserWithToken(t);
  const stranger = await createUserWithToken(t);
  const deactivated = await createUserWithToken(t, { status: 'INACTIVE' });
  const catalog = catalogFixtures(t, admin.authorization);
  const categoryId = await catalog.category('Brushes');
  const brandId = await catalog.brand('Curaprox');
  const product = await insertProduct(t, { stock: 50, priceCents: 1250 });
  // A crown dentist offices send as cases.
  const labService = await insertLabService(t);
  await fillCart(t, patient.authorization, [{ productId: product.id, quantity: 2 }]);
  const order = await placeOrder(t, patient.authorization);
  await fillCart(t, patient.authorization, [{ productId: product.id, quantity: 1 }]);
  const cart = await as(t, patient.authorization)({ method: 'GET', url: `${API}/cart` });
  const wish = await as(
    t,
    patient.authorization,
  )({
    method: 'POST',
    url: `${API}/wishlist/add`,
    payload: { productId: product.id },
  });
  const enrolment = await enrolPatient(t, { email: patient.email });
  // The order and enrolment e-mails wait in the queue: send them now, so the mail worker does not
  // change the database while a test compares it before and after a request.
  await t.app.deps.mailer.drain();
  const garbage = [
    'Bearer garbage',
    'Bearer a.b.c',
    // alg "none": an unsigned token claiming to be user 1, an admin.
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIiwiaXNzIjoiaW50ZXJkZW50YWxsYWIifQ.',
    `Bearer ${await signAccessToken('another-secret-another-secret-another', { userId: admin.id, role: 'ADMIN', sessionId: 'forged' })}`,
    `Bearer ${await signAccessToken(t.config.jwtSecret, { userId: 99_999_999, role: 'ADMIN', sessionId: 'forged' })}`,
    `${admin.authorization.slice(0, -2)}xx`,
  ];
  const authorizations: Authorizations = {
    anonymous: undefined,
    patient: patient.authorization,
    admin: admin.authorization,
    deactivated: deactivated.authorization,
    garbage,
  };
  return {
    admin,
    patient,
    stranger,
    deactivated,
    categoryId,
    brandId,
    product,
    labService,
    orderId: order.orderId,
    cartLineId: (cart.json() as { items: { id: number }[] }).items[0]!.id,
    wishlistLineId: (wish.json() as { items: { id: number }[] }).items[0]!.id,
    enrolment,
    authorizations,
  };
}
