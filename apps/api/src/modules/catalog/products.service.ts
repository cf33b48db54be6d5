import { randomInt } from 'node:crypto';
import {
  LAB_SERVICES_MAX,
  RELATED_PRODUCTS_MAX,
  type FieldError,
  type Product,
  type ProductInput,
  type ProductListQuery,
  type StockChange,
} from '@idl/api-contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { toCents, toCentsAtLeast, toCentsAtMost, toDollars } from '../../lib/money';
import { catalogRepository } from './catalog.repository';
import { toProducts } from './product-mapper';
import { isProductInOrders, productsRepository, type ProductRow } from './products.repository';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

const skuTakenError = (field: string, sku: string) =>
  new AppError(409, 'CONFLICT', `The SKU ${sku} is already used by another product`, [
    { field, message: 'This SKU is already used' },
  ]);

/** Every category id in the sub-tree rooted at `rootId` (itself included). */
function subTree(categories: { id: number; parent_id: number | null }[], rootId: number) {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parent_id === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  }
  return ids;
}

/** Products: listing and search, changes with options and images, stock, archive or delete. */
export function productsService({ database, now }: Pick<Deps, 'database' | 'now'>) {
  const { db, kind } = database;
  const repo = productsRepository(db, kind, now);

  async function withDetails(rows: ProductRow[], from: Kysely<DB> | Transaction<DB> = db) {
    const ids = rows.map((row) => row.id);
    const r = productsRepository(from, kind, now);
    const [images, values] = await Promise.all([r.imagesOf(ids), r.optionValuesOf(ids)]);
    return toProducts(rows, images, values);
  }

  async function getProduct(id: number, { includeArchived }: { includeArchived: boolean }) {
    const row = await repo.findById(id);
    if (!row || (!includeArchived && row.archived === 1)) throw notFound('The product');
    const [product] = await withDetails([row]);
    return product as Product;
  }

  async function generateSku(tx: Transaction<DB>) {
    const r = productsRepository(tx, kind, now);
    for (let attempt = 0; attempt < 20; attempt++) {
      // The spec's 'SKU-' plus 0..999,999; a much larger range once that space gets crowded.
      const sku = `SKU-${randomInt(0, attempt < 10 ? 1_000_000 : 2 ** 47)}`;
      if (!(await r.skuTaken(sku))) return sku;
    }
    throw new Error('Could not find a free SKU');
  }

  /**
   * Checks references and SKUs, then writes the product, its images and its option values. A new
   * product made with an idempotency key already used is not made again: the first one's id comes
   * back with `created: false` (a double-clicked Save, a retried request).
   */
  async function save(
    input: ProductInput,
    productId?: number,
    idempotencyKey?: string,
  ): Promise<{ id: number; created: boolean }> {
    const errors: FieldError[] = [];
    const catalog = catalogRepository(db, now);
    const [category, brand] = await Promise.all([
      catalog.findCategory(input.categoryId),
      catalog.findBrand(input.brandId),
    ]);
    if (!category) errors.push({ field: 'categoryId', message: 'This category does not exist' });
    if (!brand) errors.push({ field: 'brandId', message: 'This brand does not exist' });
    const options = input.options ?? null;
    if (!options && input.stockQuantity === undefined) {
      errors.push({ field: 'stockQuantity', message: 'Stock quantity is required' });
    }
    const values = options?.values ?? [];
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const key = v.value.toLowerCase();
      if (seen.has(key))
        errors.push({ field: `options.values.${i}.value`, message: 'This value is listed twice' });
      seen.add(key);
    });
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);

    try {
      return await db.transaction().execute(async (tx) => {
        const r = productsRepository(tx, kind, now);
        if (productId === undefined && idempotencyKey) {
          const previous = await r.findIdByIdempotencyKey(idempotencyKey);
          if (previous !== undefined) return { id: previous, created: false };
        }
        const sku = input.sku || (productId === undefined ? await generateSku(tx) : undefined);
        if (sku && (await r.skuTaken(sku, { productId }))) throw skuTakenError('sku', sku);
        const productSku = sku ?? (await r.findById(productId!))!.sku;
        const optionValues = values.map((v) => ({
          value: v.value,
          stockQuantity: v.stockQuantity,
          sku: v.sku ?? `${productSku}-${v.value.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`,
        }));
        const skus = new Set([productSku]);
        for (const [i, v] of optionValues.entries()) {
          if (skus.has(v.sku) || (await r.skuTaken(v.sku, { productId }))) {
            throw skuTakenError(`options.values.${i}.sku`, v.sku);
          }
          skus.add(v.sku);
        }
        const fields = {
          name: input.name,
          name_search: input.name.toLowerCase(),
          description: input.description,
          price_cents: toCents(input.price),
          stock_quantity: options
            ? optionValues.reduce((sum, v) => sum + v.stockQuantity, 0)
            : (input.stockQuantity ?? 0),
          category_id: input.categoryId,
          brand_id: input.brandId,
          option_dimension: options?.dimension ?? null,
          max_units_per_order: input.maxUnitsPerOrder ?? null,
          lab_service_kind: input.labService?.kind ?? null,
          lab_turnaround_days: input.labService?.turnaroundWorkingDays ?? null,
          ...(sku ? { sku } : {}),
        };
        let id = productId;
        if (id === undefined)
          id = await r.insert({ ...fields, sku: productSku, idempotency_key: idempotencyKey ?? null });
        else await r.update(id, fields);
        await r.replaceImages(
          id,
          input.images.map((image) => ({
            imageUrl: image.imageUrl,
            altText: image.altText || 'Product Image',
          })),
        );
        await r.replaceOptionValues(id, optionValues);
        return { id, created: productId === undefined };
      });
    } catch (error) {
      if (isUniqueViolation(error) && productId === undefined && idempotencyKey) {
        // The same request, sent twice at once: the other one made the product.
        const previous = await repo.findIdByIdempotencyKey(idempotencyKey);
        if (previous !== undefined) return { id: previous, created: false };
      }
      if (isUniqueViolation(error)) throw conflict('This SKU is already used by another product');
      throw error;
    }
  }

  async function applyStockChange(tx: Transaction<DB>, change: StockChange, field: string) {
    const r = productsRepository(tx, kind, now);
    const product = await r.findById(change.productId);
    if (!product) throw notFound(`The product ${change.productId}`);
    if (product.option_dimension) {
      if (!change.optionValue) {
        throw badRequest(`Choose which ${product.option_dimension} gets the stock`, [
          { field: `${field}optionValue`, message: `Choose a ${product.option_dimension}` },
        ]);
      }
      const values = await r.optionValuesOf([product.id]);
      const value = values.find((v) => v.value === change.optionValue);
      if (!value) {
        throw badRequest(`${product.name} has no ${product.option_dimension} "${change.optionValue}"`, [
          { field: `${field}optionValue`, message: 'No such option value' },
        ]);
      }
      if (!(await r.addOptionStock(product.id, value.value, change.quantity))) {
        throw conflict(`Stock cannot go below zero: ${product.name} (${value.value}) has too few left`);
      }
    } else if (change.optionValue) {
      throw badRequest(`${product.name} has no options`, [
        { field: `${field}optionValue`, message: 'This product has no options' },
      ]);
    }
    if (!(await r.addProductStock(product.id, change.quantity))) {
      throw conflict(`Stock cannot go below zero: ${product.name} has too few left`);
    }
  }

  return {
    async list(query: ProductListQuery) {
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('The lowest price must not be above the highest', [
          { field: 'maxPrice', message: 'Must be at least the lowest price' },
        ]);
      }
      let categoryIds: number[] | undefined;
      if (query.categoryId !== undefined) {
        categoryIds = subTree(await catalogRepository(db, now).listCategories(), query.categoryId);
      }
      const { rows, total, capped } = await repo.page(
        {
          nameContains: query.q ? query.q.toLowerCase() : undefined,
          categoryIds,
          brandIds: query.brandId,
          minPriceCents: query.minPrice === undefined ? undefined : toCentsAtLeast(query.minPrice),
          maxPriceCents: query.maxPrice === undefined ? undefined : toCentsAtMost(query.maxPrice),
          availability: query.availability,
        },
        query.sort,
        query.page,
        query.size,
      );
      return {
        content: await withDetails(rows),
        totalElements: total,
        totalElementsCapped: capped,
        totalPages: Math.ceil(total / query.size),
        number: query.page,
        size: query.size,
      };
    },

    getProduct,

    /** What the shop's price filter spans by default: the whole catalogue on sale. */
    async priceRange() {
      const { min, max } = await repo.priceRange();
      return { minPrice: toDollars(min), maxPrice: toDollars(max) };
    },

    /** The products on sale that are lab services, by name: what an office can send a case for. */
    async labServices() {
      return withDetails(await repo.labServices(LAB_SERVICES_MAX));
    },

    /** The product with its sold count, for an administrator's product page. */
    async getProductWithSales(id: number) {
      const product = await getProduct(id, { includeArchived: true });
      return { ...product, soldCount: await repo.unitsSold(id) };
    },

    async related(id: number) {
      const product = await repo.findById(id);
      if (!product || product.archived === 1) throw notFound('The product');
      return withDetails(await repo.related(product, RELATED_PRODUCTS_MAX));
    },

    async create(input: ProductInput, idempotencyKey?: string) {
      const { id, created } = await save(input, undefined, idempotencyKey);
      return { created, product: await getProduct(id, { includeArchived: true }) };
    },

    async update(id: number, input: ProductInput) {
      const existing = await repo.findById(id);
      if (!existing) throw notFound('The product');
      await save(input, id);
      return getProduct(id, { includeArchived: true });
    },

    /** Archives a product that orders refer to (kept for their history); deletes it otherwise. */
    async remove(id: number) {
      const existing = await repo.findById(id);
      if (!existing || existing.archived === 1) throw notFound('The product');
      if (await isProductInOrders(db, id)) {
        await repo.update(id, { archived: 1 });
        return { archived: true };
      }
      await repo.delete(id);
      return { archived: false };
    },

    async addStock(change: StockChange) {
      await db.transaction().execute((tx) => applyStockChange(tx, change, ''));
      return getProduct(change.productId, { includeArchived: true });
    },

    /** Several products at once: all changes apply, or none. */
    async addStockBulk(changes: StockChange[]) {
      await db.transaction().execute(async (tx) => {
        for (const [i, change] of changes.entries()) await applyStockChange(tx, change, `items.${i}.`);
      });
      const ids = [...new Set(changes.map((c) => c.productId))];
      return Promise.all(ids.map((id) => getProduct(id, { includeArchived: true })));
    },
  };
}
