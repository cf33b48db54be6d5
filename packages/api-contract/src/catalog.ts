import { z } from 'zod';
import { API_PREFIX } from './paths';
import { imageVariantFields, productImageVariantFields } from './images';
import { restorationKinds } from './cases/teeth';
import { MAX_RECORD_ID, recordIdSchema } from './record-id';

/** Every catalogue path (categories, brands, products, stock). `{name}` marks a path parameter. */
export const catalogPaths = {
  categories: `${API_PREFIX}/category/getAllCategories`,
  addCategory: `${API_PREFIX}/category/addCategory`,
  updateCategory: `${API_PREFIX}/category/updateCategory/{categoryId}`,
  deleteCategory: `${API_PREFIX}/category/deleteCategory/{categoryId}`,
  brands: `${API_PREFIX}/api/brands`,
  adminBrands: `${API_PREFIX}/api/admin/brands`,
  adminBrand: `${API_PREFIX}/api/admin/brands/{id}`,
  shopProducts: `${API_PREFIX}/api/products/getallproducts`,
  priceRange: `${API_PREFIX}/api/products/price-range`,
  /** The products that are lab services, ordered as cases (the Send a Case page's choices). */
  labServices: `${API_PREFIX}/api/products/lab-services`,
  shopProduct: `${API_PREFIX}/api/products/{id}`,
  relatedProducts: `${API_PREFIX}/api/products/{id}/related`,
  adminProducts: `${API_PREFIX}/product/getAll`,
  adminProduct: `${API_PREFIX}/product/get/{productId}`,
  addProduct: `${API_PREFIX}/product/add`,
  updateProduct: `${API_PREFIX}/product/update/{productId}`,
  deleteProduct: `${API_PREFIX}/product/delete/{productId}`,
  addStock: `${API_PREFIX}/product/{productId}/stock`,
  addStockBulk: `${API_PREFIX}/product/stock`,
} as const;

export const PRODUCT_PAGE_MAX_SIZE = 100;
export const RELATED_PRODUCTS_MAX = 8;
/** The most lab services the lab offers at once (a handful in practice). */
export const LAB_SERVICES_MAX = 200;

const id = recordIdSchema;
const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** A stored image address: one of ours (`/interdentallab/uploads/...`) or an absolute http(s) URL. */
export const imageUrlSchema = z
  .string({ error: 'Image address is required' })
  .trim()
  .max(2000)
  .refine((value) => /^(https?:\/\/|\/)\S+$/.test(value), {
    message: 'Upload the image first; a browser preview address cannot be saved',
  });

// ---------- categories ----------

export const categorySchema = z
  .object({ categoryId: z.number().int(), name: z.string(), parentCategoryId: z.number().int().nullable() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  name: trimmed('Name', 120),
  parentCategoryId: z.number().int().positive().max(MAX_RECORD_ID, 'No category has this id').nullish(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoryIdParamsSchema = z.object({ categoryId: id });

// ---------- brands ----------

export const brandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    logoUrl: z.string().nullable(),
    logoThumbnailUrl: imageVariantFields.thumbnailUrl.describe(
      '320 px wide WebP version of logoUrl, if stored (always sent; optional for older servers)',
    ),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;

/** A client's `id` is accepted and ignored: the server assigns ids. */
export const brandInputSchema = z.object({
  id: z.unknown().optional(),
  name: trimmed('Name', 120),
  description: trimmed('Description', 2000),
  logoUrl: imageUrlSchema,
});
export type BrandInput = z.infer<typeof brandInputSchema>;
export const brandIdParamsSchema = z.object({ id });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0, 'page starts at 0').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1, 'size must be at least 1')
    .max(PRODUCT_PAGE_MAX_SIZE, `size must be at most ${PRODUCT_PAGE_MAX_SIZE}`)
    .default(10),
});

/** Spring-style page: `number` is the zero-based page index. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
export const brandPageSchema = pageOf(brandSchema).meta({ id: 'BrandPage' });

// ---------- products ----------

export const optionDimensions = ['size', 'colour'] as const;

export const productImageSchema = z.object({
  imageUrl: z.string(),
  altText: z.string(),
  ...productImageVariantFields,
});

export const productOptionsSchema = z.object({
  dimension: z.enum(optionDimensions),
  values: z.array(z.object({ value: z.string(), stockQuantity: z.number().int(), sku: z.string() })),
});

/** The longest turnaround a lab service may take, in working days. */
export const LAB_TURNAROUND_MAX_DAYS = 60;

/**
 * A product that is a lab service: made by the lab for a dentist's prescription and ordered by a
 * verified dentist office as a case, not bought in the cart.
 */
export const labServiceSchema = z
  .object({
    kind: z.enum(restorationKinds).describe('The restoration the service makes'),
    turnaroundWorkingDays: z
      .number()
      .int()
      .describe('Working days (Monday to Saturday, no US holidays) from receiving a case to its due date'),
  })
  .meta({ id: 'LabService' });
export type LabService = z.infer<typeof labServiceSchema>;

export const productSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    title: z.string().describe('Same as name (related-product cards read title)'),
    price: z.number().describe('Dollars'),
    description: z.string(),
    stockQuantity: z.number().int(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    brandId: z.number().int().nullable(),
    brandName: z.string().nullable(),
    sku: z.string(),
    imageUrls: z.array(productImageSchema),
    img: z.string().nullable().describe('The first image, if any'),
    options: productOptionsSchema.nullable(),
    rating: z.number(),
    reviewCount: z.number().int(),
    archived: z.boolean(),
    maxUnitsPerOrder: z
      .number()
      .int()
      .nullable()
      .describe('Most units one patient account may order at once; null: the shop-wide limit'),
    labService: labServiceSchema
      .nullable()
      .describe(
        'Set when the product is a lab service, ordered by a dentist office as a case; null: sold in the cart',
      ),
    soldCount: z
      .number()
      .int()
      .optional()
      .describe('Units sold, cancelled orders left out; only the admin product call sends it to an admin'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageOf(productSchema)
  .extend({
    totalElementsCapped: z
      .boolean()
      .optional()
      .describe(
        'true when more products match than were counted: totalElements is then a lower bound ("1,000+"); always sent by this server',
      ),
  })
  .meta({ id: 'ProductPage' });
export const productPageResponseSchema = z.object({ data: productPageSchema });
export const productResponseSchema = z.object({ data: productSchema });

/** The cheapest and dearest product on sale, so the shop's price filter covers the whole catalogue. */
export const priceRangeSchema = z
  .object({
    minPrice: z.number().describe('Lowest price in dollars (0 with no products)'),
    maxPrice: z.number().describe('Highest price in dollars (0 with no products)'),
  })
  .meta({ id: 'PriceRange' });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const productSorts = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
const money = z.coerce.number().min(0, 'must be 0 or more');

export const productListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  categoryId: id.optional(),
  brandId: z
    .union([id, z.array(id)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  minPrice: money.optional(),
  maxPrice: money.optional(),
  availability: z.enum(['inStock', 'outOfStock']).optional(),
  sort: z.enum(productSorts).default('newest'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const priceSchema = z
  .number({ error: 'Price must be a number' })
  .positive('Price must be more than 0')
  .max(1_000_000, 'Price must be at most 1,000,000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Price can have at most 2 decimals',
  });
const stockSchema = z
  .number({ error: 'Stock quantity must be a number' })
  .int('Stock quantity must be a whole number')
  .min(0, 'Stock quantity cannot be negative')
  .max(10_000_000);
const skuSchema = z
  .string()
  .trim()
  .min(1, 'SKU cannot be empty')
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'SKU may contain letters, digits, dots, dashes and underscores');

export const productOptionsInputSchema = z.object({
  dimension: z.enum(optionDimensions, { error: 'Option must be size or colour' }),
  values: z
    .array(
      z.object({
        value: trimmed('Option value', 60),
        stockQuantity: stockSchema,
        sku: skuSchema.optional(),
      }),
    )
    .min(1, 'Give at least one option value')
    .max(50),
});

export const productInputSchema = z.object({
  name: trimmed('Name', 200),
  description: trimmed('Description', 10_000),
  price: priceSchema,
  /** Required without options; with options the stock is the sum of the values' stock. */
  stockQuantity: stockSchema.optional(),
  categoryId: z
    .number({ error: 'Category is required' })
    .int()
    .positive('Category is required')
    .max(MAX_RECORD_ID, 'No category has this id'),
  brandId: z
    .number({ error: 'Brand is required' })
    .int()
    .positive('Brand is required')
    .max(MAX_RECORD_ID, 'No brand has this id'),
  images: z
    .array(z.object({ imageUrl: imageUrlSchema, altText: z.string().trim().max(300).optional() }))
    .max(20, 'At most 20 images')
    .default([]),
  /** Generated by the server ('SKU-' and a number) when absent or empty. */
  sku: z.union([skuSchema, z.literal('')]).optional(),
  options: productOptionsInputSchema.nullish(),
  /** Absent or null: the shop-wide limit (ORDER_LINE_MAX_UNITS). */
  maxUnitsPerOrder: z
    .number({ error: 'Most per order must be a whole number' })
    .int('Most per order must be a whole number')
    .min(1, 'Most per order must be at least 1')
    .max(100_000, 'Most per order must be at most 100000')
    .nullish(),
  /** Absent or null: a product sold in the cart. */
  labService: z
    .object({
      kind: z.enum(restorationKinds, { error: 'Choose the restoration this service makes' }),
      turnaroundWorkingDays: z
        .number({ error: 'Turnaround must be a whole number of working days' })
        .int('Turnaround must be a whole number of working days')
        .min(1, 'Turnaround must be at least 1 working day')
        .max(LAB_TURNAROUND_MAX_DAYS, `Turnaround must be at most ${LAB_TURNAROUND_MAX_DAYS} working days`),
    })
    .nullish(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productIdParamsSchema = z.object({ productId: id });
export const shopProductParamsSchema = z.object({ id });

export const deleteProductResponseSchema = z.object({
  message: z.string(),
  archived: z.boolean().describe('True when the product appears in orders and was hidden instead'),
});

const stockChange = {
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .refine((value) => value !== 0, 'Quantity cannot be 0')
    .refine((value) => Math.abs(value) <= 10_000_000, 'Quantity is too large'),
  optionValue: z.string().trim().min(1).optional(),
};
export const addStockInputSchema = z.object(stockChange);
export const addStockBulkInputSchema = z.object({
  items: z
    .array(z.object({ productId: z.number().int().positive().max(MAX_RECORD_ID), ...stockChange }))
    .min(1, 'Give at least one product')
    .max(500),
});
export type StockChange = z.infer<typeof addStockInputSchema> & { productId: number };
export const productListSchema = z.array(productSchema);
