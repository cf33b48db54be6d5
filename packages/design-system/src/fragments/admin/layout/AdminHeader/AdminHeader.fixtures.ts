import type { AdminHeaderUser } from './AdminHeader';
import type { AdminNotification } from './AdminHeaderNotifications';

/** Sample administrator and notifications for admin stories: fixed values only. */
export const sampleAdminUser: AdminHeaderUser = {
  name: 'Alex Morgan',
  email: 'alex.morgan@interdentallab.com',
};

export const sampleNotifications: AdminNotification[] = [
  {
    id: 31,
    type: 'new_order',
    title: 'New order #1042',
    message: 'Maria Gonzalez placed an order of 3 items ($129.50).',
    orderId: 1042,
    productId: null,
    link: '/admin/orders/1042',
    read: false,
    createdAt: '2026-03-14T10:00:00Z',
  },
  {
    id: 30,
    type: 'out_of_stock',
    title: 'Out of stock: Interdental Brushes 0.6 mm',
    message: 'The last unit was sold. Add stock to keep it on sale.',
    orderId: null,
    productId: 12,
    link: '/admin/products/12',
    read: false,
    createdAt: '2026-03-13T16:45:00Z',
  },
  {
    id: 29,
    type: 'new_order',
    title: 'New order #1041',
    message: 'Dr. James Whitaker placed an order of 2 items ($948.00).',
    orderId: 1041,
    productId: null,
    link: '/admin/orders/1041',
    read: false,
    createdAt: '2026-03-13T15:20:00Z',
  },
  {
    id: 28,
    type: 'new_claim',
    title: 'New warranty claim',
    message: 'Rosa Diaz requested a claim on IDL-P-4F7KQ2.',
    orderId: null,
    productId: null,
    link: '/admin/warranty/7',
    read: true,
    createdAt: '2026-03-10T08:30:00Z',
  },
];
