import type { Cart } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { imageVariantsOf } from '../uploads/images';
import { cartRepository } from './cart.repository';
import { salesTaxCents, toDollars } from '../../lib/money';

/** 409 telling the shopper how many are left. */
export function notEnoughStock(productName: string, available: number) {
  return new AppError(
    409,
    'OUT_OF_STOCK',
    available === 0
      ? `${productName} is out of stock`
      : `Only ${available} of ${productName} ${available === 1 ? 'is' : 'are'} in stock`,
    [{ field: 'quantity', message: `${available} available` }],
  );
}

/** 409 telling the shopper the most one order may hold of a product. */
export function tooManyUnits(productName: string, maxUnits: number) {
  return new AppError(
    409,
    'QUANTITY_LIMIT',
    `You can buy at most ${maxUnits} of ${productName} in one order`,
    [{ field: 'quantity', message: `At most ${maxUnits} per order` }],
  );
}

/**
 * 422: a lab service is made for a dentist's prescription, so a dentist office sends it as a case;
 * no cart holds it.
 */
export function orderedAsCase(productNames: string[]) {
  const names = productNames.join(', ');
  return new AppError(
    422,
    'ORDERED_AS_CASE',
    `${names} ${productNames.length === 1 ? 'is a lab service' : 'are lab services'}: your dentist orders ${productNames.length === 1 ? 'it' : 'them'} from the lab as a case, with a prescription. Remove ${productNames.length === 1 ? 'it' : 'them'} from your cart to check out.`,
    [{ field: 'productId', message: 'A lab service is ordered by a dentist office as a case' }],
  );
}

/**
 * The most one order line may hold: the product's own limit, else the shop's (`lineLimit`);
 * no limit when `lineLimit` is undefined (administrators).
 */
export function unitsCap(product: { max_units_per_order: number | null }, lineLimit: number | undefined) {
  return lineLimit === undefined ? Number.POSITIVE_INFINITY : (product.max_units_per_order ?? lineLimit);
}

/** PostgreSQL (23505) and SQLite both report a refused unique index this way. */
function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Quotes tax at the shop's rate (config), so the cart says exactly what an order will charge. */
export function cartService(deps: Deps) {
  const { db } = deps.database;
  const { salesTaxRate } = deps.config;
  async function getCart(userId: number): Promise<Cart> {
    const rows = await cartRepository(db, deps.now).listItems(userId);
    const items = rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      productName: row.name,
      price: toDollars(row.price_cents),
      ...(row.seen_price_cents !== null && row.seen_price_cents !== row.price_cents
        ? { previousPrice: toDollars(row.seen_price_cents) }
        : {}),
      available: row.archived
        ? 0
        : Math.max(0, (row.option_value_id === null ? row.product_stock : row.option_stock) ?? 0),
      quantity: row.quantity,
      ...(row.option_value ? { optionValue: row.option_value } : {}),
      imageUrl: row.image_url ?? null,
      ...imageVariantsOf(row.image_url),
    }));
    const totalCents = rows.reduce((sum, row) => sum + row.price_cents * row.quantity, 0);
    const taxCents = salesTaxCents(totalCents, salesTaxRate);
    return {
      items,
      totalAmount: toDollars(totalCents),
      salesTax: toDollars(taxCents),
      grandTotal: toDollars(totalCents + taxCents),
    };
  }

  type AddInput = { productId: number; quantity: number; optionValue?: string };

  /** One attempt at adding, in a transaction: read the line, check stock, write. */
  function addOnce(userId: number, lineLimit: number | undefined, input: AddInput) {
    return db.transaction().execute(async (trx) => {
      const repo = cartRepository(trx, deps.now);
      const product = await repo.findProduct(input.productId);
      if (!product || product.archived) throw notFound('This product');
      if (product.lab_service_kind !== null) throw orderedAsCase([product.name]);
      let optionValueId: number | null = null;
      let available = product.stock_quantity;
      if (product.option_dimension) {
        if (!input.optionValue) {
          throw badRequest(`optionValue: choose a ${product.option_dimension} for ${product.name}`, [
            { field: 'optionValue', message: `Choose a ${product.option_dimension}` },
          ]);
        }
        const option = await repo.findOptionValue(product.id, input.optionValue);
        if (!option) {
          throw badRequest(
            `optionValue: ${product.name} has no ${product.option_dimension} "${input.optionValue}"`,
            [{ field: 'optionValue', message: `Unknown ${product.option_dimension}` }],
          );
        }
        optionValueId = option.id;
        available = option.stock_quantity;
      } else if (input.optionValue) {
        throw badRequest(`optionValue: ${product.name} has no options`, [
          { field: 'optionValue', message: 'This product has no options' },
        ]);
      }
      const existing = await repo.findItem(userId, product.id, optionValueId);
      const maxUnits = unitsCap(product, lineLimit);
      const wanted = (existing?.quantity ?? 0) + input.quantity;
      if (wanted > maxUnits) throw tooManyUnits(product.name, maxUnits);
      if (wanted > available) throw notEnoughStock(product.name, available);
      if (!existing) {
        await repo.insertItem({
          userId,
          productId: product.id,
          optionValueId,
          quantity: wanted,
          priceCents: product.price_cents,
        });
        return;
      }
      // Added in place, so a concurrent add of the same line is not lost; re-checked after.
      const total = await repo.addQuantity(existing.id, input.quantity, product.price_cents);
      if (total > maxUnits) throw tooManyUnits(product.name, maxUnits);
      if (total > available) throw notEnoughStock(product.name, available);
    });
  }

  return {
    getCart,

    /**
     * Adds to the line of the same product (and option) if there is one; never beyond stock, nor
     * beyond the line's cap (see unitsCap).
     */
    async add(userId: number, lineLimit: number | undefined, input: AddInput) {
      try {
        await addOnce(userId, lineLimit, input);
      } catch (error) {
        // Two adds of the same product raced (PostgreSQL) and the unique index refused the second
        // line; run it again so it adds to the line the first one created.
        if (!isUniqueViolation(error)) throw error;
        await addOnce(userId, lineLimit, input);
      }
      return getCart(userId);
    },

    /** Sets a line's quantity (within its cap); 0 removes it. Someone else's line is "not found". */
    async update(userId: number, itemId: number, quantity: number, lineLimit: number | undefined) {
      await db.transaction().execute(async (trx) => {
        const repo = cartRepository(trx, deps.now);
        const item = await repo.findItemById(userId, itemId);
        if (!item) throw notFound('This cart item');
        if (quantity === 0) return repo.deleteItem(item.id);
        const product = await repo.findProduct(item.product_id);
        if (!product) throw notFound('This product');
        // A line added before the product became a lab service can only be removed (quantity 0).
        if (product.lab_service_kind !== null) throw orderedAsCase([product.name]);
        let available = product.stock_quantity;
        if (item.option_value_id !== null) {
          const option = await repo.findOptionValueById(item.option_value_id);
          available = option?.stock_quantity ?? 0;
        }
        const maxUnits = unitsCap(product, lineLimit);
        if (quantity > maxUnits) throw tooManyUnits(product.name, maxUnits);
        if (quantity > available) throw notEnoughStock(product.name, available);
        await repo.setQuantity(item.id, quantity, product.price_cents);
      });
      return getCart(userId);
    },

    /** The shopper saw the notice of changed prices: today's prices become the ones they saw. */
    async acknowledgePrices(userId: number) {
      await cartRepository(db, deps.now).markPricesSeen(userId);
      return getCart(userId);
    },

    async remove(userId: number, itemId: number) {
      const repo = cartRepository(db, deps.now);
      const item = await repo.findItemById(userId, itemId);
      if (!item) throw notFound('This cart item');
      await repo.deleteItem(item.id);
      return getCart(userId);
    },
  };
}
