import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Deps } from '../../deps';
import { ordersRepository } from './orders.repository';
import { toOrderDetail } from './order-view';

/** One order as the API shows it; `viewerId` decides the "reviewed" flags. */
export async function loadOrderDetail(db: Kysely<DB>, deps: Deps, orderId: number, viewerId: number) {
  const repo = ordersRepository(db, deps.database.kind, deps.now);
  const order = await repo.findOrder(orderId);
  if (!order) return undefined;
  const [lines, events] = await Promise.all([repo.findLines([order.id]), repo.findEvents(order.id)]);
  const productIds = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  const reviewed = await repo.reviewedProductIds(viewerId, productIds);
  return { row: order, detail: toOrderDetail(order, lines, events, reviewed) };
}

/** What an order e-mail says, composed from the order as the transaction that caused it left it. */
export type ComposeOrderEmail = (
  order: ReturnType<typeof toOrderDetail>,
  publicUrl: string,
) => { subject: string; text: string; html: string };

/**
 * Queues an order e-mail inside the transaction that changed the order (`trx`), if the customer
 * wants e-mail: the message exists if and only if the change is committed, so a crash right after
 * the commit cannot lose it and a change that is rolled back sends nothing. Call
 * `deps.mailer.kick()` once committed to send it at once (else the worker finds it within seconds).
 * It goes to the account's own address, never to the buyer e-mail typed into the order (a contact
 * detail for the shop): otherwise anyone could make the shop send its text to any address.
 */
export async function queueOrderEmail(
  trx: Kysely<DB>,
  deps: Deps,
  orderId: number,
  compose: ComposeOrderEmail,
): Promise<void> {
  const repo = ordersRepository(trx, deps.database.kind, deps.now);
  const order = await repo.findOrder(orderId);
  if (!order) return;
  const user = await repo.emailNotificationsWanted(order.user_id);
  if (!user || !user.email_notification) return;
  const loaded = await loadOrderDetail(trx, deps, orderId, order.user_id);
  if (!loaded) return;
  await deps.mailer.enqueue(trx, { to: user.email, ...compose(loaded.detail, deps.config.publicUrl) });
}

/**
 * `queueOrderEmail` for a transaction that already holds the order's detail as it leaves it (a
 * placement builds it from the rows it wrote) and its owner's e-mail setting, so nothing is read.
 */
export async function queueOrderEmailOf(
  trx: Kysely<DB>,
  deps: Deps,
  order: {
    owner: { email: string; email_notification: number } | undefined;
    detail: ReturnType<typeof toOrderDetail>;
  },
  compose: ComposeOrderEmail,
): Promise<void> {
  if (!order.owner || !order.owner.email_notification) return;
  await deps.mailer.enqueue(trx, { to: order.owner.email, ...compose(order.detail, deps.config.publicUrl) });
}
