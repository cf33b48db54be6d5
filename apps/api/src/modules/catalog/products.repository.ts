import type { Clock } from '../../deps';
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

/**
 * A filtered list or a search counts its matches up to this many; past it the total says "1,000+"
 * (`totalElementsCapped`), as counting a broad search's 300,000 matches took 0.7 s.
 */
export const COUNTED_MATCHES = 1000;
/** Entries of a sort index a broad filter's page is looked for in before sorting all matches. */
const WALK_ROWS = 5_000;

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
export function productsRepository(db: Db, kind: DatabaseKind, now: Clock) {
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
        // Joined rather than `id in (select rowid ...)`: SQLite would gather every match of the
        // subquery first (700 ms for a word in a third of a million names) even under a LIMIT.
        query = query
          .innerJoin(sql<{ rowid: number }>`products_name_fts`.as('products_name_fts'), (join) =>
            join.on(sql<boolean>`products_name_fts.rowid = products.id`),
          )
          .where(sql<boolean>`products_name_fts.name_search like ${`%${text}%`}`) as typeof query;
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

  const sortColumns = {
    newest: 'created_at',
    priceAsc: 'price_cents',
    priceDesc: 'price_cents',
    name: 'name_search',
  } as const;
  const orderOf = (sort: ProductSort) => ({
    column: sortColumns[sort],
    direction: sort === 'newest' || sort === 'priceDesc' ? ('desc' as const) : ('asc' as const),
    // The tie-breaker: newest first by id too, the other orders by ascending id.
    idDirection: sort === 'newest' ? ('desc' as const) : ('asc' as const),
  });

  const visibleProducts = () =>
    sql<{ count: number | string }>`select visible_products as count from catalog_counts where id = 1`
      .execute(db)
      .then(({ rows }) => Number(rows[0]?.count ?? 0));

  /** Every visible product: the total is kept by triggers (migration 0019), not counted. */
  async function unfilteredPage(sort: ProductSort, page: number, size: number) {
    const { column, direction, idDirection } = orderOf(sort);
    const [idRows, total] = await Promise.all([
      matching({})
        .select('products.id')
        .orderBy(`products.${column}`, direction)
        .orderBy('products.id', idDirection)
        .limit(size)
        .offset(page * size)
        .execute(),
      visibleProducts(),
    ]);
    return { ids: idRows.map((row) => row.id), total, capped: false };
  }

  /**
   * A filtered list or a search, in at most a few thousand index entries whatever the catalogue's
   * size. First up to COUNTED_MATCHES + 1 matches through the filter's own indexes (the trigram
   * index for a name): when that is all of them, they are sorted and counted exactly. Otherwise
   * the filter matches at least one product in a thousand, so the page is found by walking the
   * sort order's index and checking each product (page 0 within about 10,000 entries), and the
   * total is given as COUNTED_MATCHES, "1,000+". A walk that finds too few within WALK_ROWS
   * entries (matches bunched at the far end of the order) sorts all matches after all.
   */
  async function filteredPage(filter: ProductFilter, sort: ProductSort, page: number, size: number) {
    const { column, direction, idDirection } = orderOf(sort);
    const gathered = await db
      .selectFrom(
        matching(filter)
          .select(['products.id as id', `products.${column} as key`])
          .limit(COUNTED_MATCHES + 1)
          .as('m'),
      )
      .select(['m.id', sql<number | string>`count(*) over ()`.as('total')])
      .orderBy('m.key', direction)
      .orderBy('m.id', idDirection)
      .limit(size)
      .offset(page * size)
      .execute();
    let matches: number;
    if (gathered.length > 0) matches = Number(gathered[0]!.total);
    else {
      // A page past the end: count (up to the cap) to say how many there are.
      const counted = await db
        .selectFrom(
          matching(filter)
            .select('products.id')
            .limit(COUNTED_MATCHES + 1)
            .as('m'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      matches = Number(counted.count);
    }
    if (matches <= COUNTED_MATCHES)
      return { ids: gathered.map((row) => row.id), total: matches, capped: false };

    // Ordered by price, a price range is a range of the walked index itself: start at its edge.
    const byPrice = column === 'price_cents';
    let walk = db
      .selectFrom('products')
      .select([
        'products.id as id',
        `products.${column} as key`,
        conditionsOf(byPrice ? { ...filter, minPriceCents: undefined, maxPriceCents: undefined } : filter).as(
          'hit',
        ),
      ])
      .where(sql<boolean>`products.archived = 0`);
    if (byPrice && filter.minPriceCents !== undefined)
      walk = walk.where('products.price_cents', '>=', filter.minPriceCents);
    if (byPrice && filter.maxPriceCents !== undefined)
      walk = walk.where('products.price_cents', '<=', filter.maxPriceCents);
    const walked = await db
      .selectFrom(
        walk
          .orderBy(`products.${column}`, direction)
          .orderBy('products.id', idDirection)
          .limit(WALK_ROWS)
          .as('w'),
      )
      .select('w.id')
      .where(sql<boolean>`w.hit`)
      .orderBy('w.key', direction)
      .orderBy('w.id', idDirection)
      .limit(size)
      .offset(page * size)
      .execute();
    let ids = walked.map((row) => row.id);
    if (ids.length < size && (await visibleProducts()) > WALK_ROWS) {
      // Sorted by an expression no index holds, so neither planner walks the sort index again
      // (PostgreSQL did, 1.5 s): the matches come through the filter's indexes and are sorted.
      const unindexed =
        column === 'price_cents' ? sql`products.price_cents + 0` : sql`products.${sql.ref(column)} || ''`;
      const sorted = await matching(filter)
        .select('products.id')
        .orderBy(unindexed, direction)
        .orderBy('products.id', idDirection)
        .limit(size)
        .offset(page * size)
        .execute();
      ids = sorted.map((row) => row.id);
    }
    return { ids, total: COUNTED_MATCHES, capped: true };
  }

  /**
   * The filter as one true-or-false expression over a product's own columns (no index, no join):
   * what the walk along a sort index checks on each product it passes.
   */
  function conditionsOf(filter: ProductFilter) {
    const conditions = [];
    if (filter.nameContains)
      conditions.push(sql`products.name_search like ${containsPattern(filter.nameContains)} escape '\\'`);
    if (filter.categoryIds)
      conditions.push(
        filter.categoryIds.length === 0
          ? sql`1 = 0`
          : sql`products.category_id in (${sql.join(filter.categoryIds)})`,
      );
    if (filter.brandIds)
      conditions.push(
        filter.brandIds.length === 0 ? sql`1 = 0` : sql`products.brand_id in (${sql.join(filter.brandIds)})`,
      );
    if (filter.minPriceCents !== undefined)
      conditions.push(sql`products.price_cents >= ${filter.minPriceCents}`);
    if (filter.maxPriceCents !== undefined)
      conditions.push(sql`products.price_cents <= ${filter.maxPriceCents}`);
    if (filter.availability === 'inStock') conditions.push(sql`products.stock_quantity > 0`);
    if (filter.availability === 'outOfStock') conditions.push(sql`products.stock_quantity = 0`);
    if (conditions.length === 0) conditions.push(sql`1 = 1`);
    return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
  }

  return {
    /** The SQL of a name + price search, for EXPLAIN in the index tests. */
    searchQuery(filter: ProductFilter) {
      return matching(filter).select('products.id');
    },

    /**
     * One page: first the ids in order (a narrow sort the indexes can serve), then the full rows
     * of just those ids, so a big match never sorts wide rows. `capped`: more than
     * COUNTED_MATCHES products match and `total` says only that many.
     */
    async page(filter: ProductFilter, sort: ProductSort, page: number, size: number) {
      const ids = isUnfiltered(filter)
        ? await unfilteredPage(sort, page, size)
        : await filteredPage(filter, sort, page, size);
      const rows =
        ids.ids.length === 0
          ? []
          : await filtered({ includeArchived: true })
              .selectAll('products')
              .select(withNames)
              .where('products.id', 'in', ids.ids)
              .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        rows: ids.ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
        total: ids.total,
        capped: ids.capped,
      };
    },

    /** The products on sale that are lab services, by name; read from the lab-service index. */
    labServices(max: number): Promise<ProductRow[]> {
      return filtered({})
        .selectAll('products')
        .select(withNames)
        .where('products.lab_service_kind', 'is not', null)
        .orderBy('products.name')
        .orderBy('products.id')
        .limit(max)
        .execute();
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
      const at = now().toISOString();
      const row = await db
        .insertInto('products')
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Partial<Insertable<ProductsTable>>) {
      await db
        .updateTable('products')
        .set({ ...values, updated_at: now().toISOString() })
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
          updated_at: now().toISOString(),
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
