import {
  adminOrderRowSchema,
  adminUserSchema,
  brandSchema,
  categorySchema,
  dashboardSchema,
  notificationsResponseSchema,
  orderSchema,
  orderStatusMoves,
  productSchema,
  reviewsResponseSchema,
  userProfileSchema,
  type Dashboard,
  type Order,
  type Product,
} from '@idl/api-contract';
import { http, HttpResponse } from 'msw';
import { SESSION_KEY } from '../app/api-client';
import { server } from './server';

/** Every handler path below matches any origin. */
export const api = (path: string) => `*/interdentallab${path}`;

export const adminProfile = userProfileSchema.parse({
  id: 1,
  email: 'grace@lab.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  roles: ['ADMIN'],
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
});

export const sampleNotifications = notificationsResponseSchema.parse({
  notifications: [
    {
      id: 5,
      type: 'new_order',
      title: 'New order #1042',
      message: 'Ada Lovelace placed an order of $49.90.',
      orderId: 1042,
      productId: null,
      link: '/admin/orders/1042',
      read: false,
      createdAt: '2026-03-14T10:00:00.000Z',
    },
  ],
  unreadCount: 1,
});

/** A signed-in admin with one unread notification; handlers for the frame's own calls. */
export function signInAsAdmin() {
  window.localStorage.setItem(SESSION_KEY, 'admin-token');
  server.use(
    http.get(api('/api/users/me'), () => HttpResponse.json(adminProfile)),
    http.get(api('/api/notifications'), () => HttpResponse.json(sampleNotifications)),
  );
}

export const failure = (status = 500, message = 'The server is having a moment.') =>
  HttpResponse.json({ code: status === 500 ? 'INTERNAL_ERROR' : 'NOT_FOUND', message }, { status });

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return dashboardSchema.parse({
    range: 'week',
    current: { from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z', sales: 12, revenue: 1234.5 },
    previous: { from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z', sales: 10, revenue: 1000 },
    series: [
      { label: '2026-03-09', sales: 2, revenue: 200 },
      { label: '2026-03-10', sales: 3, revenue: 300.5 },
    ],
    bestSellers: [{ productId: 7, name: 'Floss Picks', price: 5, unitsSold: 30, amount: 150 }],
    outOfStock: [{ productId: 9, name: 'Night Guard', sku: 'SKU-9' }],
    recentOrders: [
      {
        orderId: 1042,
        buyer: 'Ada Lovelace',
        orderStatus: 'Pending',
        createdAt: '2026-03-14T10:00:00.000Z',
        total: 49.9,
        items: 2,
      },
    ],
    ...overrides,
  });
}

export function makeOrderRow(orderId: number, buyer: string, orderStatus = 'Pending') {
  return adminOrderRowSchema.parse({
    orderId,
    buyer,
    buyerEmail: `${buyer.split(' ')[0]!.toLowerCase()}@example.com`,
    orderStatus,
    createdAt: '2026-03-14T10:00:00.000Z',
    orderItems: [{ productId: 7, productName: 'Floss Picks', unitPrice: 5, quantity: 2 }],
    total: 10,
  });
}

const step = (stepName: string, status: string, at: string | null) => ({
  step: stepName,
  status,
  done: at !== null,
  at,
});

export function makeOrder(orderStatus: Order['orderStatus'], overrides: Partial<Order> = {}): Order {
  const reached = ['Pending', 'In Progress', 'Shipped', 'Completed'].indexOf(orderStatus);
  const times = [
    '2026-03-14T10:00:00.000Z',
    '2026-03-15T09:30:00.000Z',
    '2026-03-16T08:00:00.000Z',
    '2026-03-18T16:45:00.000Z',
  ];
  return orderSchema.parse({
    orderId: 1042,
    orderStatus,
    createdAt: times[0],
    buyer: { fullName: 'Ada Lovelace', contactNumber: '+1 305 555 0100', email: 'ada@example.com' },
    shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1 Ocean Drive' },
    paymentMethod: {
      provider: 'manual-transfer',
      providerName: 'Bank transfer',
      recipientName: 'Ada Lovelace',
      username: 'ada',
      contact: 'ada@example.com',
      instructions: 'Pay to the lab account.',
    },
    items: [
      {
        productId: 7,
        productName: 'Floss Picks',
        unitPrice: 5,
        quantity: 2,
        lineTotal: 10,
        imageUrl: null,
        reviewed: false,
      },
    ],
    subtotal: 10,
    salesTax: 0,
    shippingCost: 0,
    total: 10,
    trackingId: reached >= 2 ? 'TRACK-1' : null,
    expectedDeliveryDate: reached >= 2 ? '2026-03-20' : null,
    cancelledAt: null,
    timeline: ['Order Placed', 'In Progress', 'Shipped', 'Delivered'].map((name, index) =>
      step(
        name,
        ['Pending', 'In Progress', 'Shipped', 'Completed'][index]!,
        index <= reached ? times[index]! : null,
      ),
    ),
    // What the server tells an admin about a transfer order.
    nextStatuses: orderStatusMoves[orderStatus],
    ...overrides,
  });
}

export function makeProduct(productId: number, name: string, overrides: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: productId,
    productId,
    name,
    title: name,
    price: 12.5,
    description: `${name}, for daily care.`,
    stockQuantity: 40,
    categoryId: 1,
    categoryName: 'Floss',
    brandId: 1,
    brandName: 'Curaprox',
    sku: `SKU-${productId}`,
    imageUrls: [],
    img: null,
    options: null,
    rating: 4.5,
    reviewCount: 2,
    archived: false,
    maxUnitsPerOrder: null,
    labService: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });
}

export const productPage = (content: Product[], totalPages = 1) => ({
  data: { content, totalElements: content.length, totalPages, number: 0, size: 10 },
});

export const sampleCategories = [
  categorySchema.parse({ categoryId: 1, name: 'Floss', parentCategoryId: null }),
  categorySchema.parse({ categoryId: 2, name: 'Brushes', parentCategoryId: null }),
];
export const sampleBrands = [
  brandSchema.parse({
    id: 1,
    name: 'Curaprox',
    description: 'Swiss care',
    logoUrl: '/interdentallab/uploads/c.png',
  }),
];

export const sampleReviews = reviewsResponseSchema.parse({
  reviews: [
    {
      id: 1,
      productId: 7,
      rating: 5,
      comment: 'Gentle and sturdy.',
      authorName: 'Ada L.',
      mine: false,
      createdAt: '2026-03-10T00:00:00.000Z',
      updatedAt: '2026-03-10T00:00:00.000Z',
    },
  ],
  rating: 5,
  reviewCount: 1,
  page: 0,
  size: 5,
  totalPages: 1,
});

export function makeUser(id: number, name: string, status: 'active' | 'INACTIVE' = 'active') {
  return adminUserSchema.parse({
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    createdAt: '2026-03-04T00:00:00.000Z',
    status,
  });
}
