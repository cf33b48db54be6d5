import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only place that writes SQL for the admin dashboard. Cancelled orders never count. */
export function dashboardRepository(db: Kysely<DB>) {
  return {
    ordersBetween(fromIso: string, toIso: string) {
      return db
        .selectFrom('orders')
        .select(['created_at', 'total_cents'])
        .where('status', '!=', 'Cancelled')
        .where('created_at', '>=', fromIso)
        .where('created_at', '<', toIso)
        .execute();
    },
    bestSellers(fromIso: string, toIso: string, limit: number) {
      return db
        .selectFrom('order_items as oi')
        .innerJoin('orders as o', 'o.id', 'oi.order_id')
        .innerJoin('products as p', 'p.id', 'oi.product_id')
        .select((eb) => [
          'p.id',
          'p.name',
          'p.price_cents',
          eb.fn.sum<number>('oi.quantity').as('units'),
          eb.fn.sum<number>('oi.line_total_cents').as('amount'),
        ])
        .where('o.status', '!=', 'Cancelled')
        .where('o.created_at', '>=', fromIso)
        .where('o.created_at', '<', toIso)
        .groupBy(['p.id', 'p.name', 'p.price_cents'])
        .orderBy('units', 'desc')
        .orderBy('amount', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },
    outOfStock(limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'sku'])
        .where('stock_quantity', '=', 0)
        .where('archived', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    recentOrders(limit: number) {
      return db
        .selectFrom('orders as o')
        .select((eb) => [
          'o.id',
          'o.buyer_full_name',
          'o.status',
          'o.created_at',
          'o.total_cents',
          eb
            .selectFrom('order_items as oi')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('oi.order_id', '=', 'o.id')
            .as('items'),
        ])
        .where('o.status', '!=', 'Cancelled')
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
