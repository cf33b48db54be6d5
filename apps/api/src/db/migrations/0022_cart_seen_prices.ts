import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The unit price a shopper last saw for each cart line (when they added or changed it, or
 * acknowledged a change), so the cart can say when the catalogue price moved since. Lines already
 * in carts start from today's price: no notice for changes nobody can date.
 */
export const cartSeenPricesMigration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable('cart_items').addColumn('seen_price_cents', 'integer').execute();
    await sql`update cart_items set seen_price_cents =
      (select price_cents from products where products.id = cart_items.product_id)`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('cart_items').dropColumn('seen_price_cents').execute();
  },
});
