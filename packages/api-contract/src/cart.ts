import { z } from 'zod';
import { API_PREFIX } from './paths';
import { recordIdSchema, wholeNumberInput } from './record-id';
import { optionDimensions } from './catalog';
import { imageVariantFields } from './images';

export const cartPaths = {
  cart: `${API_PREFIX}/api/cart`,
  cartAdd: `${API_PREFIX}/api/cart/add`,
  cartUpdate: `${API_PREFIX}/api/cart/{id}/update`,
  cartRemove: `${API_PREFIX}/api/cart/{id}/remove`,
  cartAcknowledgePrices: `${API_PREFIX}/api/cart/acknowledge-prices`,
  wishlist: `${API_PREFIX}/api/wishlist`,
  wishlistAdd: `${API_PREFIX}/api/wishlist/add`,
  wishlistRemove: `${API_PREFIX}/api/wishlist/{id}/remove`,
} as const;

/** Dollars at the edge; the server keeps integer cents. */
export const moneySchema = z.number().describe('Amount in US dollars');

export const idParamsSchema = z.object({ id: recordIdSchema });

export const cartItemSchema = z
  .object({
    id: z.number().int().describe('Cart item id'),
    productId: z.number().int(),
    productName: z.string(),
    price: moneySchema.describe('Current unit price from the catalogue'),
    previousPrice: moneySchema
      .optional()
      .describe(
        'The unit price when the shopper last saw this line (added or changed it, or acknowledged the change); only when it differs from `price`',
      ),
    available: z
      .number()
      .int()
      .min(0)
      .describe('Units that can be ordered now (stock of the product, or of the chosen option); 0 when gone'),
    quantity: z.number().int().positive(),
    optionValue: z.string().optional().describe('Chosen size or colour, for products with options'),
    imageUrl: z.string().nullable(),
    ...imageVariantFields,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    totalAmount: moneySchema.describe('Sum of the lines'),
    salesTax: moneySchema.describe('Sales tax an order of this cart would be charged now'),
    grandTotal: moneySchema.describe('What an order of this cart would cost now (shipping is free)'),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/**
 * The spec's body. Name and price come from the catalogue: `productName`, `price` and
 * `totalPrice` are accepted for compatibility and ignored.
 */
export const addToCartBodySchema = z.object({
  id: z.unknown().optional(),
  productId: recordIdSchema,
  productName: z.string().optional(),
  quantity: wholeNumberInput.pipe(z.coerce.number<number | string>().int().min(1).max(1000)).default(1),
  price: z.unknown().optional(),
  totalPrice: z.unknown().optional(),
  optionValue: z.string().min(1).max(100).optional(),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const updateCartItemBodySchema = z.object({
  cartItemId: recordIdSchema.optional(),
  quantity: wholeNumberInput
    .pipe(z.coerce.number<number | string>().int().min(0).max(1000))
    .describe('0 removes the item'),
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBodySchema>;

export const wishlistItemSchema = z
  .object({
    id: z.number().int().describe('Wishlist item id'),
    productId: z.number().int(),
    productName: z.string(),
    price: moneySchema,
    description: z.string(),
    imageUrl: z.string().nullable(),
    ...imageVariantFields,
    inStock: z.boolean(),
    optionDimension: z
      .enum(optionDimensions)
      .nullable()
      .optional()
      .describe(
        'Set when the product is sold in sizes or colours: it goes to the cart from its page, with one chosen',
      ),
  })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) }).meta({ id: 'Wishlist' });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const addToWishlistBodySchema = z.object({
  id: z.unknown().optional(),
  productId: recordIdSchema,
  productName: z.string().optional(),
  price: z.unknown().optional(),
});
export type AddToWishlistBody = z.input<typeof addToWishlistBodySchema>;
