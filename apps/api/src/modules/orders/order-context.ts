import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MailQueue } from '../mail/mail-queue';
import type { Stripe } from '../payments/stripe-client';
import { ordersRepository } from './orders.repository';
import { toOrderDetail } from './order-view';

export interface OrderDeps {
  database: Database;
  config: Pick<AppConfig, 'salesTaxRate' | 'publicUrl'>;
  mailer: MailQueue;
  log: FastifyBaseLogger;
  /** Present when the shop takes cards. */
  stripe?: Stripe | undefined;
}

/** One order as the API shows it; `viewerId` decides the "reviewed" flags. */
export async function loadOrderDetail(db: Kysely<DB>, deps: OrderDeps, orderId: number, viewerId: number) {
  const repo = ordersRepository(db, deps.database.kind);
  const order = await repo.findOrder(orderId);
  if (!order) return undefined;
  const [lines, events] = await Promise.all([repo.findLines([order.id]), repo.findEvents(order.id)]);
  const productIds = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  const reviewed = await repo.reviewedProductIds(viewerId, productIds);
  return { row: order, detail: toOrderDetail(order, lines, events, reviewed) };
}

/**
 * Queues an order e-mail once the change is committed, if the customer wants e-mail, and resolves
 * when it is stored: the caller awaits it before answering, so a message the customer was promised
 * survives a crash. The queue's worker sends it; a failure is logged and never undoes the order.
 * It goes to the account's own address, never to the buyer e-mail typed into the order (a contact
 * detail for the shop): otherwise anyone could make the shop send its text to any address.
 */
export async function emailCustomer(
  deps: OrderDeps,
  userId: number,
  message: { subject: string; text: string; html: string },
): Promise<void> {
  try {
    const { db, kind } = deps.database;
    const user = await ordersRepository(db, kind).emailNotificationsWanted(userId);
    if (!user || !user.email_notification) return;
    await deps.mailer.enqueue(db, { to: user.email, ...message });
    deps.mailer.kick();
  } catch (err) {
    deps.log.error({ err, userId }, 'order e-mail could not be queued');
  }
}
