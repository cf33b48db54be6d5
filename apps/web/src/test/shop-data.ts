import {
  brandPageSchema,
  cartSchema,
  categorySchema,
  countryListSchema,
  myOrdersResponseSchema,
  notificationsResponseSchema,
  orderSchema,
  productPageResponseSchema,
  productSchema,
  reviewsResponseSchema,
  userProfileSchema,
  wishlistSchema,
  type Order,
  type Product,
} from '@idl/api-contract';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@idl/design-system';
import { beforeEach, vi } from 'vitest';
import { z } from 'zod';
import { SESSION_KEY } from '../app/api-client';
import { server } from './server';

// Pages are lazy chunks: the first render of one in a test file waits for its import.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });
// The toast queue is app-wide: a toast of the previous test must not satisfy the next one.
beforeEach(() => toast.queue.clear());
// Every page here sits in the customer layout, whose header reads the catalogue and notifications.
beforeEach(() => server.use(...headerHandlers));

/** Every answer below is parsed with the contract's schema, so handlers send what the API sends. */
const at = '2026-11-20T10:00:00.000Z';
export const api = (path: string) => `*/interdentallab${path}`;

export const product = (id: number, overrides: Partial<Product> = {}): Product =>
  productSchema.parse({
    id,
    productId: id,
    name: `Product ${id}`,
    title: `Product ${id}`,
    price: 10 + id,
    description: `About product ${id}`,
    stockQuantity: 20,
    categoryId: 1,
    categoryName: 'Brushes',
    brandId: 1,
    brandName: 'Curaprox',
    sku: `SKU-${id}`,
    imageUrls: [],
    img: null,
    options: null,
    rating: 0,
    reviewCount: 0,
    archived: false,
    maxUnitsPerOrder: null,
    labService: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });

export const productPage = (products: Product[], { totalPages = 1, number = 0 } = {}) =>
  productPageResponseSchema.parse({
    data: { content: products, totalElements: products.length * totalPages, totalPages, number, size: 12 },
  });

export const categories = z.array(categorySchema).parse([
  { categoryId: 1, name: 'Brushes', parentCategoryId: null },
  { categoryId: 2, name: 'Interdental brushes', parentCategoryId: 1 },
  { categoryId: 3, name: 'Floss', parentCategoryId: null },
]);

export const brands = brandPageSchema.parse({
  content: [
    { id: 1, name: 'Curaprox', description: 'Swiss brushes', logoUrl: null },
    { id: 2, name: 'TePe', description: 'Swedish brushes', logoUrl: null },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 100,
});

export const cartLine = (
  id: number,
  productId: number,
  quantity: number,
  price = 5,
  changes: { previousPrice?: number; available?: number } = {},
) => ({
  id,
  productId,
  productName: `Product ${productId}`,
  price,
  quantity,
  imageUrl: null,
  available: 100,
  ...changes,
});
export const cart = (lines: ReturnType<typeof cartLine>[]) =>
  cartSchema.parse({
    items: lines,
    totalAmount: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    salesTax: 0,
    grandTotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
  });

export const wishlist = (productIds: number[]) =>
  wishlistSchema.parse({
    items: productIds.map((productId) => ({
      id: 100 + productId,
      productId,
      productName: `Product ${productId}`,
      price: 10 + productId,
      description: `About product ${productId}`,
      imageUrl: null,
      inStock: true,
    })),
  });

export const countries = countryListSchema.parse([
  { code: 'US', name: 'United States', flagUrl: '/interdentallab/flags/us' },
  { code: 'CA', name: 'Canada', flagUrl: '/interdentallab/flags/ca' },
]);

export const order = (orderId: number, overrides: Partial<Order> = {}): Order =>
  orderSchema.parse({
    orderId,
    orderStatus: 'Pending',
    createdAt: at,
    buyer: { fullName: 'Ada Lovelace', contactNumber: '+1 305 555 0142', email: 'ada@example.com' },
    shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1 Ocean Dr' },
    paymentMethod: {
      provider: 'manual-transfer',
      providerName: 'Manual transfer',
      recipientName: 'Ada',
      username: 'ada',
      contact: 'ada@example.com',
      instructions: '',
    },
    items: [
      {
        productId: 7,
        productName: 'Product 7',
        unitPrice: 17,
        quantity: 2,
        lineTotal: 34,
        imageUrl: null,
        reviewed: false,
      },
    ],
    subtotal: 34,
    salesTax: 0,
    shippingCost: 0,
    total: 34,
    trackingId: null,
    expectedDeliveryDate: null,
    cancelledAt: null,
    timeline: [
      { step: 'Order Placed', status: 'Pending', done: true, at },
      { step: 'In Progress', status: 'In Progress', done: false, at: null },
      { step: 'Shipped', status: 'Shipped', done: false, at: null },
      { step: 'Delivered', status: 'Completed', done: false, at: null },
    ],
    ...overrides,
  });

export const myOrders = (list: { orderId: number; orderStatus: Order['orderStatus'] }[]) =>
  myOrdersResponseSchema.parse({
    orders: list.map(({ orderId, orderStatus }) => ({
      orderId,
      orderStatus,
      createdAt: at,
      itemCount: 1,
      firstProductName: `Product of order ${orderId}`,
      imageUrl: null,
      total: 34,
    })),
  });

export const reviewsPage = (
  reviews: { id: number; rating: number; comment: string; authorName: string; mine?: boolean }[],
  { page = 0, totalPages = 1, productId = 7 } = {},
) =>
  reviewsResponseSchema.parse({
    reviews: reviews.map((r) => ({ productId, mine: false, createdAt: at, updatedAt: at, ...r })),
    rating: reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : 0,
    reviewCount: reviews.length * totalPages,
    page,
    size: 5,
    totalPages,
  });

/**
 * What the customer header asks on every page (categories and brands for its menus, the
 * signed-in user's notifications); tests add their own handlers on top.
 */
export const headerHandlers = [
  http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
  http.get(api('/api/brands'), () => HttpResponse.json(brands)),
  http.get(api('/api/notifications'), () =>
    HttpResponse.json(notificationsResponseSchema.parse({ notifications: [], unreadCount: 0 })),
  ),
];

/** The patient the tests sign in as (the `/users/me` answer). */
export const patient = userProfileSchema.parse({
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['PATIENT'],
  status: 'active',
  createdAt: at,
});

/**
 * A signed-in patient: the stored token, the `/users/me` answer and an empty cart and wishlist
 * (handlers a test adds afterwards take precedence).
 */
export function signIn() {
  window.localStorage.setItem(SESSION_KEY, 'test-token');
  server.use(
    http.get(api('/api/users/me'), () => HttpResponse.json(patient)),
    http.get(api('/api/cart'), () => HttpResponse.json(cart([]))),
    http.get(api('/api/wishlist'), () => HttpResponse.json(wishlist([]))),
  );
}

/** An error answer in the contract's error shape. */
export const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message }, { status });
