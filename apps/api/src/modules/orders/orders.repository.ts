import type { Clock } from '../../deps';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import type { OrderItemsTable, OrdersTable, OrderStatus, TrackingStep } from '../../db/tables/commerce';
import { firstImageUrls } from '../cart/cart.repository';

export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  fromIso?: string | undefined;
  toIsoExclusive?: string | undefined;
  /** Order totals in cents from..to, inclusive (the admin's "Search by Price"). */
  totalCents?: { from: number; to: number } | undefined;
  sort: 'newest' | 'oldest' | 'total_desc' | 'total_asc';
  page: number;
  size: number;
}

/** The only place that writes SQL for orders, their lines, events and stock movements. */
export function ordersRepository(db: Kysely<DB>, kind: DatabaseKind, now: Clock) {
  return {
    /**
     * The cart's lines with what the placed order will show of each: the product's first image
     * (as `findLines` resolves it) and whether the buyer has reviewed it, so the order's detail
     * needs no read of its own. On PostgreSQL the same statement locks the cart's rows, so two
     * placements by one user run one after the other (the second then reads the cart the first
     * left); SQLite already runs one write transaction at a time.
     */
    async lockCartLines(userId: number) {
      const query = db
        .selectFrom('cart_items as ci')
        .innerJoin('products as p', 'p.id', 'ci.product_id')
        .leftJoin('product_option_values as v', 'v.id', 'ci.option_value_id')
        .select((eb) => [
          'ci.id',
          'ci.product_id',
          'ci.option_value_id',
          'ci.quantity',
          'p.name',
          'p.price_cents',
          'p.archived',
          'p.max_units_per_order',
          'p.lab_service_kind',
          'v.value as option_value',
          eb
            .selectFrom('product_images as pi')
            .select('pi.image_url')
            .whereRef('pi.product_id', '=', 'ci.product_id')
            .orderBy('pi.position')
            .orderBy('pi.id')
            .limit(1)
            .as('image_url'),
          eb
            .exists(
              eb
                .selectFrom('reviews as r')
                .select('r.id')
                .whereRef('r.product_id', '=', 'ci.product_id')
                .where('r.user_id', '=', userId),
            )
            .as('reviewed'),
        ])
        .where('ci.user_id', '=', userId)
        .orderBy('ci.id');
      const rows = await (kind === 'postgres' ? query.forUpdate('ci') : query).execute();
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
      return rows.map((row) => ({ ...row, reviewed: Boolean(row.reviewed) }));
    },
    findByIdempotencyKey(userId: number, key: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'idempotency_fingerprint'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
    /** Inserts the order and answers its row as stored (defaults included). */
    insertOrder(order: Insertable<OrdersTable>) {
      return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
    },
    /** Inserts the lines and answers their rows as stored, in id order (as `findLines` does). */
    async insertItems(items: Insertable<OrderItemsTable>[]) {
      const rows = await db.insertInto('order_items').values(items).returningAll().execute();
      return rows.sort((a, b) => a.id - b.id);
    },
    async insertEvent(orderId: number, step: TrackingStep, at: string) {
      await db.insertInto('order_events').values({ order_id: orderId, step, created_at: at }).execute();
    },
    /** Takes the ordered lines (`lockCartLines`' ids) out of the buyer's cart. */
    async removeCartLines(userId: number, lineIds: number[]) {
      if (lineIds.length === 0) return;
      await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', lineIds).execute();
    },

    /**
     * Takes stock only if enough is left, in one statement: the row lock (PostgreSQL) or the
     * single writer (SQLite) makes check and decrement atomic. Returns the stock left, or
     * undefined when there was not enough.
     */
    async takeProductStock(productId: number, quantity: number) {
      const row = await db
        .updateTable('products')
        .set((eb) => ({
          stock_quantity: eb('stock_quantity', '-', quantity),
          updated_at: now().toISOString(),
        }))
        .where('id', '=', productId)
        .where('stock_quantity', '>=', quantity)
        .returning('stock_quantity')
        .executeTakeFirst();
      return row?.stock_quantity;
    },
    async takeOptionStock(optionValueId: number, quantity: number) {
      const row = await db
        .updateTable('product_option_values')
        .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
        .where('id', '=', optionValueId)
        .where('stock_quantity', '>=', quantity)
        .returning('stock_quantity')
        .executeTakeFirst();
      return row?.stock_quantity;
    },
    async putBackProductStock(productId: number, quantity: number) {
      await db
        .updateTable('products')
        .set((eb) => ({
          stock_quantity: eb('stock_quantity', '+', quantity),
          updated_at: now().toISOString(),
        }))
        .where('id', '=', productId)
        .execute();
    },
    async putBackOptionStock(optionValueId: number, quantity: number) {
      await db
        .updateTable('product_option_values')
        .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', quantity) }))
        .where('id', '=', optionValueId)
        .execute();
    },
    async availableStock(productId: number, optionValueId: number | null) {
      const row =
        optionValueId === null
          ? await db
              .selectFrom('products')
              .select('stock_quantity')
              .where('id', '=', productId)
              .executeTakeFirst()
          : await db
              .selectFrom('product_option_values')
              .select('stock_quantity')
              .where('id', '=', optionValueId)
              .executeTakeFirst();
      return row?.stock_quantity ?? 0;
    },

    findOrder(orderId: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    },
    async findLines(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
      const images = await firstImageUrls(
        db,
        rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
      );
      return rows.map((row) => ({
        ...row,
        image_url: row.product_id === null ? null : (images.get(row.product_id) ?? null),
      }));
    },
    findEvents(orderId: number) {
      return db
        .selectFrom('order_events')
        .select(['step', 'created_at'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
    async reviewedProductIds(userId: number, productIds: number[]) {
      if (productIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('reviews')
        .select('product_id')
        .where('user_id', '=', userId)
        .where('product_id', 'in', productIds)
        .execute();
      return new Set(rows.map((row) => row.product_id));
    },
    /** Moves the status only if nobody moved it meanwhile; returns whether it moved. */
    /** Orders still awaiting payment that were placed before `cutoff` (ISO), oldest first. */
    async unpaidPlacedBefore(cutoff: string, limit: number) {
      const rows = await db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'Pending')
        .where('payment_state', '=', 'awaiting_payment')
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * How many of the account's orders are still awaiting payment. The status is a filter of the
     * count, not of the WHERE clause: given both, SQLite (no statistics) and PostgreSQL (stale
     * ones) walk the status index through every Pending order of the shop, which the bench showed
     * growing with the orders; the account's own orders are few.
     */
    async countUnpaid(userId: number) {
      const row = await db
        .selectFrom('orders')
        .select((eb) =>
          eb.fn
            .countAll<string | number>()
            .filterWhere('status', '=', 'Pending')
            .filterWhere('payment_state', '=', 'awaiting_payment')
            .as('n'),
        )
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async moveStatus(
      orderId: number,
      from: OrderStatus,
      to: OrderStatus,
      extra: { tracking_id?: string; expected_delivery_date?: string },
    ) {
      const result = await db
        .updateTable('orders')
        .set({ status: to, ...extra, updated_at: now().toISOString() })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    emailNotificationsWanted(userId: number) {
      return db
        .selectFrom('users')
        .select(['email', 'email_notification'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
    listForUser(userId: number, statuses: readonly OrderStatus[] | undefined) {
      let query = db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (statuses) query = query.where('status', 'in', statuses);
      return query.execute();
    },
    async adminList(filters: AdminOrderFilters) {
      let query = db.selectFrom('orders');
      if (filters.status) query = query.where('status', '=', filters.status);
      if (filters.fromIso) query = query.where('created_at', '>=', filters.fromIso);
      if (filters.toIsoExclusive) query = query.where('created_at', '<', filters.toIsoExclusive);
      if (filters.totalCents)
        query = query
          .where('total_cents', '>=', filters.totalCents.from)
          .where('total_cents', '<=', filters.totalCents.to);
      const q = filters.q;
      if (q) {
        const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const asId = /^#?\d+$/.test(q) ? Number(q.replace('#', '')) : undefined;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(buyer_full_name)`, 'like', sql<string>`${pattern} escape '\\'`),
            ...(asId !== undefined && asId <= 2_147_483_647 ? [eb('id', '=', asId)] : []),
          ]),
        );
      }
      const countRow = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const [column, direction] = {
        newest: ['created_at', 'desc'],
        oldest: ['created_at', 'asc'],
        total_desc: ['total_cents', 'desc'],
        total_asc: ['total_cents', 'asc'],
      }[filters.sort] as ['created_at' | 'total_cents', 'asc' | 'desc'];
      const rows = await query
        .selectAll()
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(filters.size)
        .offset(filters.page * filters.size)
        .execute();
      return { rows, total: Number(countRow.count) };
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
