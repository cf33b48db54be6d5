import {
  brandPageSchema,
  cartSchema,
  categorySchema,
  notificationsResponseSchema,
  productSchema,
  sessionsResponseSchema,
  userProfileSchema,
  wishlistSchema,
  type Product,
  type UserProfile,
} from '@idl/api-contract';
import { toast } from '@idl/design-system';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { SESSION_KEY } from '../app/api-client';

/**
 * MSW answers for the header, the account dialogs and the auth pages. Every body is parsed with the
 * contract's schema here, so a handler can never answer what the real API would not.
 */
export const api = (path: string) => `*/interdentallab${path}`;

export const patient = userProfileSchema.parse({
  id: 7,
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  roles: ['PATIENT'],
  status: 'active',
  createdAt: '2026-01-05T10:00:00.000Z',
});
export const admin: UserProfile = { ...patient, id: 1, email: 'boss@example.com', roles: ['ADMIN'] };

export const categories = z.array(categorySchema).parse([
  { categoryId: 1, name: 'Interdental Brushes', parentCategoryId: null },
  { categoryId: 2, name: 'Dental Floss', parentCategoryId: null },
]);

export const brands = brandPageSchema.parse({
  content: [
    { id: 4, name: 'SmileCare', description: 'Brushes', logoUrl: null },
    { id: 5, name: 'FlossPro', description: 'Floss', logoUrl: null },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 100,
});

export function product(id: number, name: string, price: number): Product {
  return productSchema.parse({
    id,
    productId: id,
    name,
    title: name,
    price,
    description: `${name} for daily care`,
    stockQuantity: 10,
    categoryId: 1,
    categoryName: 'Interdental Brushes',
    brandId: 4,
    brandName: 'SmileCare',
    sku: `SKU-${id}`,
    imageUrls: [],
    img: null,
    options: null,
    rating: 0,
    reviewCount: 0,
    archived: false,
    maxUnitsPerOrder: null,
    labService: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  });
}

export const productPage = (content: Product[]) => ({
  data: { content, totalElements: content.length, totalPages: 1, number: 0, size: 8 },
});

export const cart = cartSchema.parse({
  items: [
    {
      id: 1,
      productId: 11,
      productName: 'Soft brush',
      price: 4.5,
      available: 20,
      quantity: 2,
      imageUrl: null,
    },
    { id: 2, productId: 12, productName: 'Mint floss', price: 3, available: 20, quantity: 1, imageUrl: null },
  ],
  totalAmount: 12,
  salesTax: 0,
  grandTotal: 12,
});

export const wishlist = wishlistSchema.parse({
  items: [
    {
      id: 3,
      productId: 11,
      productName: 'Soft brush',
      price: 4.5,
      description: 'Soft',
      imageUrl: null,
      inStock: true,
    },
  ],
});

export const notifications = notificationsResponseSchema.parse({
  notifications: [
    {
      id: 21,
      type: 'order_status',
      title: 'Order Shipped',
      message: 'Order #1042 is on its way.',
      orderId: 1042,
      productId: null,
      link: '/order-info?orderId=1042',
      read: false,
      createdAt: '2026-03-14T10:00:00.000Z',
    },
    {
      id: 20,
      type: 'order_placed',
      title: 'Order Placed',
      message: 'We received order #1042.',
      orderId: 1042,
      productId: null,
      link: '/order-info?orderId=1042',
      read: true,
      createdAt: '2026-03-13T10:00:00.000Z',
    },
  ],
  unreadCount: 1,
});

/** Jane's signed-in devices: this browser and a phone. */
export const sessions = sessionsResponseSchema.parse({
  sessions: [
    {
      id: 'this-browser',
      device: 'Chrome on Linux',
      createdAt: '2026-11-21T10:00:00.000Z',
      lastSeenAt: '2026-11-24T08:15:00.000Z',
      current: true,
    },
    {
      id: 'janes-phone',
      device: 'Safari on iOS',
      createdAt: '2026-11-02T18:42:00.000Z',
      lastSeenAt: '2026-11-23T21:07:00.000Z',
      current: false,
    },
  ],
}).sessions;

/** The catalogue the header reads for everyone. */
export const catalogueHandlers = [
  http.get(api('/category/getAllCategories'), () => HttpResponse.json(categories)),
  http.get(api('/api/brands'), () => HttpResponse.json(brands)),
];

/** A signed-in patient with a cart, a wishlist and notifications. */
export function signedInHandlers(user: UserProfile = patient) {
  return [
    http.get(api('/api/users/me'), () => HttpResponse.json(userProfileSchema.parse(user))),
    http.get(api('/api/cart'), () => HttpResponse.json(cart)),
    http.get(api('/api/wishlist'), () => HttpResponse.json(wishlist)),
    http.get(api('/api/notifications'), () => HttpResponse.json(notifications)),
  ];
}

export const signIn = () => window.localStorage.setItem(SESSION_KEY, 'token-of-jane');

/** The error model the API answers with. */
export const apiError = (status: number, code: string, message: string, details?: unknown[]) =>
  HttpResponse.json({ code, message, ...(details ? { details } : {}) }, { status });

/**
 * For these whole-page tests: wait up to 5 s for things to appear (the shared test machine can be
 * slow), and start each test without the toasts of the one before (the toast queue is app-wide).
 */
export function setUpPageTests() {
  configure({ asyncUtilTimeout: 5_000 });
  for (const shown of toast.queue.visibleToasts) toast.close(shown.key);
}
