import { sql } from 'kysely';
import { dropTables, withId, type MigrationFactory } from './helpers';

export const commerceMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('cart_items'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('option_value_id', 'integer', (c) =>
        c.references('product_option_values.id').onDelete('cascade'),
      )
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cart_items_user_idx').on('cart_items').columns(['user_id']).execute();
    // One line per product (and option value) per cart: a double-clicked "Add to Cart" adds to it.
    await db.schema
      .createIndex('cart_items_option_uq')
      .on('cart_items')
      .columns(['user_id', 'product_id', 'option_value_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('cart_items_plain_uq')
      .on('cart_items')
      .columns(['user_id', 'product_id'])
      .unique()
      .where(sql.ref('option_value_id'), 'is', null)
      .execute();

    await withId(db.schema.createTable('wishlist_items'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('wishlist_items_user_product_uq', ['user_id', 'product_id'])
      .execute();

    await withId(db.schema.createTable('orders'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('Pending', 'In Progress', 'Shipped', 'Completed', 'Cancelled')`),
      )
      .addColumn('buyer_full_name', 'text', (c) => c.notNull())
      .addColumn('buyer_contact_number', 'text', (c) => c.notNull())
      .addColumn('buyer_email', 'text', (c) => c.notNull())
      .addColumn('shipping_country', 'text', (c) => c.notNull())
      .addColumn('shipping_state', 'text', (c) => c.notNull())
      .addColumn('shipping_city', 'text', (c) => c.notNull())
      .addColumn('shipping_street', 'text', (c) => c.notNull())
      .addColumn('payment_provider', 'text', (c) => c.notNull())
      .addColumn('payment_recipient_name', 'text', (c) => c.notNull())
      .addColumn('payment_username', 'text', (c) => c.notNull())
      .addColumn('payment_contact', 'text', (c) => c.notNull())
      .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull())
      .addColumn('shipping_cents', 'integer', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('tracking_id', 'text')
      .addColumn('expected_delivery_date', 'text')
      // A retried placement with the same key finds this order instead of creating a second one.
      .addColumn('idempotency_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('orders_user_idempotency_uq', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at']).execute();

    await withId(db.schema.createTable('order_items'), kind)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      // Lines keep their snapshot even if the catalogue later deletes the product.
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      .addColumn('option_value_id', 'integer', (c) =>
        c.references('product_option_values.id').onDelete('set null'),
      )
      .addColumn('option_value', 'text')
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('line_total_cents', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_items_order_idx').on('order_items').columns(['order_id']).execute();
    await db.schema
      .createIndex('order_items_product_idx')
      .on('order_items')
      .columns(['product_id'])
      .execute();

    await withId(db.schema.createTable('order_events'), kind)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('step', 'text', (c) =>
        c.notNull().check(sql`step in ('Order Placed', 'In Progress', 'Shipped', 'Delivered', 'Cancelled')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id']).execute();

    await withId(db.schema.createTable('reviews'), kind)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('reviews_product_user_uq', ['product_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('notifications'), kind)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
      .addColumn('read_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await dropTables(db, [
      'notifications',
      'reviews',
      'order_events',
      'order_items',
      'orders',
      'wishlist_items',
      'cart_items',
    ]);
  },
});
