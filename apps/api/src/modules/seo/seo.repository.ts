import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL for what search engines are told: a product page's status and head, the product sitemaps. */
export function seoRepository(db: Kysely<DB>) {
  return {
    /**
     * What product `id`'s page tells search engines and link previews (archived or not, with its
     * first picture, category and brand), or undefined when there is no such product.
     */
    findProductForHead(id: number) {
      return db
        .selectFrom('products')
        .leftJoin('categories', 'categories.id', 'products.category_id')
        .leftJoin('brands', 'brands.id', 'products.brand_id')
        .select([
          'products.id',
          'products.name',
          'products.description',
          'products.price_cents',
          'products.stock_quantity',
          'products.archived',
          'products.rating_avg',
          'products.review_count',
          'products.sku',
          'products.category_id',
          'categories.name as category_name',
          'brands.name as brand_name',
        ])
        .select((eb) =>
          eb
            .selectFrom('product_images')
            .select('product_images.image_url')
            .whereRef('product_images.product_id', '=', 'products.id')
            .orderBy('product_images.position')
            .orderBy('product_images.id')
            .limit(1)
            .as('image_url'),
        )
        .where('products.id', '=', id)
        .executeTakeFirst();
    },
    /** The id of the last of the next `limit` visible products after `after` (a keyset page). */
    async lastVisibleIdOfPage(after: number, limit: number): Promise<number> {
      const { rows } = await sql<{ id: number | null }>`select max(id) as id from (
          select id from products where archived = 0 and id > ${after} order by id limit ${limit}
        ) page`.execute(db);
      return Number(rows[0]?.id ?? after);
    },
    /** The number of visible products, kept by triggers in catalog_counts. */
    async countVisibleProducts(): Promise<number> {
      const { rows } = await sql<{
        count: number | string;
      }>`select visible_products as count from catalog_counts where id = 1`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },
    /** The next `limit` visible products after id `after`, in id order, with their update time. */
    visibleProductsAfter(after: number, limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'updated_at'])
        .where('archived', '=', 0)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
