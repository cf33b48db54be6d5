import type { Clock } from '../../deps';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { firstImageUrls } from '../cart/cart.repository';

/** The only place that writes SQL for wishlists. */
export function wishlistRepository(db: Kysely<DB>, now: Clock) {
  return {
    async list(userId: number) {
      const rows = await db
        .selectFrom('wishlist_items as w')
        .innerJoin('products as p', 'p.id', 'w.product_id')
        .select([
          'w.id',
          'w.product_id',
          'p.name',
          'p.price_cents',
          'p.description',
          'p.stock_quantity',
          'p.archived',
          'p.option_dimension',
        ])
        .where('w.user_id', '=', userId)
        .orderBy('w.id', 'desc')
        .execute();
      const images = await firstImageUrls(
        db,
        rows.map((row) => row.product_id),
      );
      return rows.map((row) => ({ ...row, image_url: images.get(row.product_id) ?? null }));
    },
    /** Adds once: a product already on the list stays a single entry. Returns whether it was new. */
    async add(userId: number, productId: number) {
      const inserted = await db
        .insertInto('wishlist_items')
        .values({ user_id: userId, product_id: productId, created_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async remove(userId: number, itemId: number) {
      const result = await db
        .deleteFrom('wishlist_items')
        .where('id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
