import type { Clock } from '../../deps';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';

/** The only place that writes SQL for reviews and the product rating they feed. */
export function reviewsRepository(db: Kysely<DB>, kind: DatabaseKind, now: Clock) {
  return {
    /**
     * The product, locked on PostgreSQL so concurrent reviews of one product recompute its
     * average one after the other (SQLite has a single writer already).
     */
    findProduct(productId: number, lock = false) {
      const query = db
        .selectFrom('products')
        .select(['id', 'rating_avg', 'review_count'])
        .where('id', '=', productId);
      return (lock && kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },
    async hasCompletedOrderWith(userId: number, productId: number) {
      const row = await db
        .selectFrom('orders as o')
        .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
        .select('o.id')
        .where('o.user_id', '=', userId)
        .where('o.status', '=', 'Completed')
        .where('oi.product_id', '=', productId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    findByAuthor(productId: number, userId: number) {
      return db
        .selectFrom('reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async insert(review: { productId: number; userId: number; rating: number; comment: string }) {
      const at = now().toISOString();
      return db
        .insertInto('reviews')
        .values({
          product_id: review.productId,
          user_id: review.userId,
          rating: review.rating,
          comment: review.comment,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async update(id: number, rating: number, comment: string) {
      await db
        .updateTable('reviews')
        .set({ rating, comment, updated_at: now().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    /** Recomputes products.rating_avg and review_count from the reviews themselves. */
    async refreshProductRating(productId: number) {
      const stats = await db
        .selectFrom('reviews')
        .select((eb) => [eb.fn.avg<number>('rating').as('average'), eb.fn.countAll<number>().as('count')])
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      const average = stats.average === null ? 0 : Math.round(Number(stats.average) * 100) / 100;
      const count = Number(stats.count);
      await db
        .updateTable('products')
        .set({ rating_avg: average, review_count: count })
        .where('id', '=', productId)
        .execute();
      return { rating: average, reviewCount: count };
    },
    listPage(productId: number, page: number, size: number) {
      return db
        .selectFrom('reviews as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.product_id',
          'r.user_id',
          'r.rating',
          'r.comment',
          'r.created_at',
          'r.updated_at',
          'u.first_name',
          'u.last_name',
        ])
        .where('r.product_id', '=', productId)
        .orderBy('r.updated_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
    },
    findOne(id: number) {
      return db
        .selectFrom('reviews as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.product_id',
          'r.user_id',
          'r.rating',
          'r.comment',
          'r.created_at',
          'r.updated_at',
          'u.first_name',
          'u.last_name',
        ])
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow();
    },
  };
}
