import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { ordersRepository } from './orders.repository';
import { toOrderDetail } from './order-view';

export interface OrderDeps {
  database: Database;
  config: Pick<AppConfig, 'salesTaxRate' | 'publicUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
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
 * Sends an order e-mail after the change is committed, if the customer wants e-mail. A mail
 * failure is logged and never undoes the order.
 */
export function emailCustomer(
  deps: OrderDeps,
  userId: number,
  to: string,
  message: { subject: string; text: string; html: string },
) {
  const send = async () => {
    const user = await ordersRepository(deps.database.db, deps.database.kind).emailNotificationsWanted(
      userId,
    );
    if (!user || !user.email_notification) return;
    await deps.mailer.send({ to, ...message });
  };
  send().catch((err: unknown) => deps.log.error({ err, userId }, 'order e-mail failed'));
}
