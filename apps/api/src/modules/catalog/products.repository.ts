import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ProductsTable } from '../../db/tables/catalog';
import { imageVariantsOf } from '../uploads/images';

export type ProductRow = Selectable<ProductsTable> & {
  category_name: string | null;
  brand_name: string | null;
};

export interface ProductFilter {
  /** Lower-cased text the name must contain. */
  nameContains?: string | undefined;
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  availability?: 'inStock' | 'outOfStock' | undefined;
  includeArchived?: boolean;
}

export type ProductSort = 'newest' | 'priceAsc' | 'priceDesc' | 'name';

type Db = Kysely<DB> | Transaction<DB>;

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** No condition but "not archived": the whole visible catalogue. */
const isUnfiltered = (filter: ProductFilter) =>
  !filter.includeArchived &&
  !filter.nameContains &&
  filter.categoryIds === undefined &&
  filter.brandIds === undefined &&
  filter.minPriceCents === undefined &&
  filter.maxPriceCents === undefined &&
  filter.availability === undefined;

/** Whether a product appears in any order (then deleting it archives it instead). */
export async function isProductInOrders(db: Db, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The only SQL for products, their images and option values. */
export function productsRepository(db: Db, kind: DatabaseKind) {
  /** Products matching the filter, without the joins (ids and counts need no names). */
  function matching(filter: ProductFilter) {
    let query = db.selectFrom('products');
    const text = filter.nameContains;
    const useFts = kind === 'sqlite' && !!text && text.length >= 3 && !/[%_\\]/.test(text);
    if (!filter.includeArchived) {
      // With a text search, SQLite must start from the trigram matches, not from every visible
      // product: the unary + keeps it from choosing the (unselective) archived index instead.
      // Written as a literal so the planners can match the partial indexes' `archived = 0`.
      query = useFts
        ? query.where(sql<boolean>`+products.archived = 0`)
        : query.where(sql<boolean>`products.archived = 0`);
    }
    if (text) {
      // SQLite: the FTS5 trigram table answers LIKE from its index once the text has 3 characters.
      if (useFts) {
        query = query.where(
          'products.id',
          'in',
          sql<number>`(select rowid from products_name_fts where name_search like ${`%${text}%`})`,
        );
      } else if (kind === 'sqlite') {
        query = query.where(sql<boolean>`products.name_search like ${containsPattern(text)} escape '\\'`);
      } else {
        // PostgreSQL's LIKE escapes with a backslash by default; the pg_trgm GIN index serves it.
        query = query.where('products.name_search', 'like', containsPattern(text));
      }
    }
    if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
    if (filter.brandIds) query = query.where('products.brand_id', 'in', filter.brandIds);
    if (filter.minPriceCents !== undefined)
      query = query.where('products.price_cents', '>=', filter.minPriceCents);
    if (filter.maxPriceCents !== undefined)
      query = query.where('products.price_cents', '<=', filter.maxPriceCents);
    if (filter.availability === 'inStock') query = query.where('products.stock_quantity', '>', 0);
    if (filter.availability === 'outOfStock') query = query.where('products.stock_quantity', '=', 0);
    return query;
  }

  /** The same, with the category and brand tables joined for their names. */
  function filtered(filter: ProductFilter) {
    return matching(filter)
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id');
  }

  const withNames = ['categories.name as category_name', 'brands.name as brand_name'] as const;

  return {
    /** The SQL of a name + price search, for EXPLAIN in the index tests. */
    searchQuery(filter: ProductFilter) {
      return matching(filter).select('products.id');
    },

    /**
     * One page: first the ids in order (a narrow sort the indexes can serve), then the full rows
     * of just those ids, so a big match never sorts wide rows.
     */
    async page(filter: ProductFilter, sort: ProductSort, page: number, size: number) {
      // SQLite does not drop the unused joins by itself: leaving them out halves a big count.
      let idsQuery = matching(filter).select('products.id');
      if (sort === 'priceAsc') idsQuery = idsQuery.orderBy('products.price_cents', 'asc');
      else if (sort === 'priceDesc') idsQuery = idsQuery.orderBy('products.price_cents', 'desc');
      else if (sort === 'name') idsQuery = idsQuery.orderBy('products.name_search', 'asc');
      else idsQuery = idsQuery.orderBy('products.created_at', 'desc');
      idsQuery = idsQuery.orderBy('products.id', sort === 'newest' ? 'desc' : 'asc');
      const countMatches = () =>
        isUnfiltered(filter)
          ? // Every visible product: kept by triggers (migration 0019), not counted row by row.
            sql<{ count: number | string }>`select visible_products as count from catalog_counts where id = 1`
              .execute(db)
              .then(({ rows }) => Number(rows[0]?.count ?? 0))
          : matching(filter)
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow()
              .then((row) => Number(row.count));
      let idRows: { id: number }[];
      let total: number;
      if (filter.nameContains) {
        // A name search gathers and sorts all its matches for any page anyway: count them in the
        // same pass instead of searching the trigram index a second time.
        const found = await idsQuery
          .select(sql<number | string>`count(*) over ()`.as('total'))
          .limit(size)
          .offset(page * size)
          .execute();
        idRows = found;
        total = found.length > 0 ? Number(found[0]!.total) : page === 0 ? 0 : await countMatches();
      } else {
        [idRows, total] = await Promise.all([
          idsQuery
            .limit(size)
            .offset(page * size)
            .execute(),
          countMatches(),
        ]);
      }
      const ids = idRows.map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : await filtered({ includeArchived: true })
              .selectAll('products')
              .select(withNames)
              .where('products.id', 'in', ids)
              .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
        total,
      };
    },

    /** Cheapest and dearest price (cents) of the products on sale; read from the price index. */
    async priceRange(): Promise<{ min: number; max: number }> {
      const row = await db
        .selectFrom('products')
        .select((eb) => [
          eb.fn.min<number | null>('price_cents').as('min'),
          eb.fn.max<number | null>('price_cents').as('max'),
        ])
        .where('archived', '=', 0)
        .executeTakeFirst();
      return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
    },

    /** Units of the product in orders that were not cancelled. */
    async unitsSold(id: number): Promise<number> {
      const row = await db
        .selectFrom('order_items as oi')
        .innerJoin('orders as o', 'o.id', 'oi.order_id')
        .select((eb) => eb.fn.sum<number | string | null>('oi.quantity').as('units'))
        .where('oi.product_id', '=', id)
        .where('o.status', '!=', 'Cancelled')
        .executeTakeFirst();
      return Number(row?.units ?? 0);
    },

    /** The product an admin's create request with this Idempotency-Key made, if any. */
    async findIdByIdempotencyKey(key: string) {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row?.id;
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      return filtered({ includeArchived: true })
        .selectAll('products')
        .select(withNames)
        .where('products.id', '=', id)
        .executeTakeFirst();
    },

    async related(product: { id: number; category_id: number | null; brand_id: number | null }, max: number) {
      const found: ProductRow[] = [];
      for (const [column, value] of [
        ['products.category_id', product.category_id],
        ['products.brand_id', product.brand_id],
      ] as const) {
        if (value === null || found.length >= max) continue;
        const rows = await filtered({})
          .selectAll('products')
          .select(withNames)
          .where(column, '=', value)
          .where('products.id', 'not in', [product.id, ...found.map((p) => p.id)])
          .orderBy('products.created_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(max - found.length)
          .execute();
        found.push(...rows);
      }
      return found;
    },

    /** Images of many products in one query, in their order. */
    imagesOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_images')
        .selectAll()
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Option values of many products in one query, in their order. */
    optionValuesOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_option_values')
        .selectAll()
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async skuTaken(sku: string, except: { productId?: number } = {}) {
      let products = db.selectFrom('products').select('id').where('sku', '=', sku);
      let values = db.selectFrom('product_option_values').select('product_id as id').where('sku', '=', sku);
      if (except.productId !== undefined) {
        products = products.where('id', '!=', except.productId);
        values = values.where('product_id', '!=', except.productId);
      }
      const [a, b] = await Promise.all([products.executeTakeFirst(), values.executeTakeFirst()]);
      return a !== undefined || b !== undefined;
    },

    async insert(values: Omit<Insertable<ProductsTable>, 'created_at' | 'updated_at'>) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('products')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Partial<Insertable<ProductsTable>>) {
      await db
        .updateTable('products')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async replaceImages(productId: number, images: { imageUrl: string; altText: string }[]) {
      await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
      if (images.length === 0) return;
      await db
        .insertInto('product_images')
        .values(
          images.map((image, position) => ({
            product_id: productId,
            image_url: image.imageUrl,
            thumbnail_url: imageVariantsOf(image.imageUrl).thumbnailUrl,
            alt_text: image.altText,
            position,
          })),
        )
        .execute();
    },

    /**
     * Keeps option values that still exist (same row id, so carts and orders pointing at them stay
     * valid), adds new ones and removes the rest.
     */
    async replaceOptionValues(
      productId: number,
      values: { value: string; stockQuantity: number; sku: string }[],
    ) {
      const existing = await db
        .selectFrom('product_option_values')
        .select(['id', 'value'])
        .where('product_id', '=', productId)
        .execute();
      const keep = new Set(values.map((v) => v.value));
      const gone = existing.filter((row) => !keep.has(row.value)).map((row) => row.id);
      if (gone.length > 0) await db.deleteFrom('product_option_values').where('id', 'in', gone).execute();
      // Free the SKUs first so two values may swap SKUs within one update.
      await db
        .updateTable('product_option_values')
        .set({ sku: sql<string>`'tmp-' || id` })
        .where('product_id', '=', productId)
        .execute();
      const byValue = new Map(existing.map((row) => [row.value, row.id]));
      for (const [position, v] of values.entries()) {
        const id = byValue.get(v.value);
        const row = { stock_quantity: v.stockQuantity, sku: v.sku, position };
        if (id !== undefined) {
          await db.updateTable('product_option_values').set(row).where('id', '=', id).execute();
        } else {
          await db
            .insertInto('product_option_values')
            .values({ ...row, product_id: productId, value: v.value })
            .execute();
        }
      }
    },

    async delete(id: number) {
      await db.deleteFrom('products').where('id', '=', id).execute();
    },

    /** Adds (or removes) stock in one conditional statement: never below zero, safe beside orders. */
    async addProductStock(id: number, delta: number) {
      const result = await db
        .updateTable('products')
        .set({
          stock_quantity: sql<number>`stock_quantity + ${delta}`,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where(sql<boolean>`stock_quantity + ${delta} >= 0`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addOptionStock(productId: number, value: string, delta: number) {
      const result = await db
        .updateTable('product_option_values')
        .set({ stock_quantity: sql<number>`stock_quantity + ${delta}` })
        .where('product_id', '=', productId)
        .where('value', '=', value)
        .where(sql<boolean>`stock_quantity + ${delta} >= 0`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
