import type { Clock } from '../../deps';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The first image of each product (by position), for list views. */
export async function firstImageUrls(db: Kysely<DB>, productIds: number[]) {
  const urls = new Map<number, string>();
  if (productIds.length === 0) return urls;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'image_url'])
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) if (!urls.has(row.product_id)) urls.set(row.product_id, row.image_url);
  return urls;
}

/** The only place that writes SQL for carts (and the catalogue reads a cart needs). */
export function cartRepository(db: Kysely<DB>, now: Clock) {
  return {
    findProduct(productId: number) {
      return db
        .selectFrom('products')
        .select([
          'id',
          'name',
          'price_cents',
          'stock_quantity',
          'archived',
          'option_dimension',
          'max_units_per_order',
          'lab_service_kind',
        ])
        .where('id', '=', productId)
        .executeTakeFirst();
    },
    findOptionValue(productId: number, value: string) {
      return db
        .selectFrom('product_option_values')
        .select(['id', 'value', 'stock_quantity'])
        .where('product_id', '=', productId)
        .where('value', '=', value)
        .executeTakeFirst();
    },
    findOptionValueById(optionValueId: number) {
      return db
        .selectFrom('product_option_values')
        .select(['id', 'value', 'stock_quantity'])
        .where('id', '=', optionValueId)
        .executeTakeFirst();
    },
    /** The caller's lines with the catalogue's current name, price, stock and first image. */
    async listItems(userId: number) {
      const rows = await db
        .selectFrom('cart_items as ci')
        .innerJoin('products as p', 'p.id', 'ci.product_id')
        .leftJoin('product_option_values as v', 'v.id', 'ci.option_value_id')
        .select([
          'ci.id',
          'ci.product_id',
          'ci.option_value_id',
          'ci.quantity',
          'ci.seen_price_cents',
          'p.name',
          'p.price_cents',
          'p.archived',
          'p.stock_quantity as product_stock',
          'v.value as option_value',
          'v.stock_quantity as option_stock',
        ])
        .where('ci.user_id', '=', userId)
        .orderBy('ci.id')
        .execute();
      const images = await firstImageUrls(
        db,
        rows.map((row) => row.product_id),
      );
      return rows.map((row) => ({ ...row, image_url: images.get(row.product_id) ?? null }));
    },
    findItemById(userId: number, itemId: number) {
      return db
        .selectFrom('cart_items')
        .selectAll()
        .where('id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    findItem(userId: number, productId: number, optionValueId: number | null) {
      return db
        .selectFrom('cart_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .where('option_value_id', optionValueId === null ? 'is' : '=', optionValueId)
        .executeTakeFirst();
    },
    async insertItem(item: {
      userId: number;
      productId: number;
      optionValueId: number | null;
      quantity: number;
      /** The price the shopper saw when adding. */
      priceCents: number;
    }) {
      const at = now().toISOString();
      await db
        .insertInto('cart_items')
        .values({
          user_id: item.userId,
          product_id: item.productId,
          option_value_id: item.optionValueId,
          quantity: item.quantity,
          seen_price_cents: item.priceCents,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    /** A quantity the shopper chose while looking at `priceCents`. */
    async setQuantity(itemId: number, quantity: number, priceCents: number) {
      await db
        .updateTable('cart_items')
        .set({ quantity, seen_price_cents: priceCents, updated_at: now().toISOString() })
        .where('id', '=', itemId)
        .execute();
    },
    async addQuantity(itemId: number, quantity: number, priceCents: number) {
      const row = await db
        .updateTable('cart_items')
        .set((eb) => ({
          quantity: eb('quantity', '+', quantity),
          seen_price_cents: priceCents,
          updated_at: now().toISOString(),
        }))
        .where('id', '=', itemId)
        .returning('quantity')
        .executeTakeFirstOrThrow();
      return row.quantity;
    },
    /** The shopper has seen the cart's current prices: no more notice of earlier ones. */
    async markPricesSeen(userId: number) {
      await db
        .updateTable('cart_items')
        .set((eb) => ({
          seen_price_cents: eb
            .selectFrom('products')
            .select('products.price_cents')
            .whereRef('products.id', '=', 'cart_items.product_id'),
        }))
        .where('user_id', '=', userId)
        .execute();
    },
    async deleteItem(itemId: number) {
      await db.deleteFrom('cart_items').where('id', '=', itemId).execute();
    },
  };
}
