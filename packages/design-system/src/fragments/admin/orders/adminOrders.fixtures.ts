import { orderStatusMoves, trackingSteps, trackingStepStatus } from '@idl/api-contract';
import type { AdminOrder, AdminOrderRow, AdminOrderStatus, AdminOrderTimelineStep } from './adminOrderTypes';

/** A small flat product picture as a data URI, so screenshots need no network. */
function productImage(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><rect x="20" y="12" width="24" height="40" rx="6" fill="#ffffff" opacity="0.85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const placedAt = '2026-03-14T10:00:00Z';

function timeline(reached: { step: AdminOrderTimelineStep['step']; at: string }[]): AdminOrderTimelineStep[] {
  return trackingSteps.map((step) => {
    const hit = reached.find((r) => r.step === step);
    return { step, status: trackingStepStatus[step], done: Boolean(hit), at: hit?.at ?? null };
  });
}

const baseOrder: AdminOrder = {
  orderId: 1042,
  orderStatus: 'Pending',
  createdAt: placedAt,
  buyer: { fullName: 'Jane Doe', contactNumber: '+1 305 555 0142', email: 'jane.doe@example.com' },
  shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '1200 Brickell Ave' },
  paymentMethod: {
    provider: 'manual-transfer',
    providerName: 'Manual transfer',
    recipientName: 'Interdental Lab LLC',
    username: 'jane-doe-pay',
    contact: 'jane.doe@example.com',
    instructions: 'Send the total to Interdental Lab LLC and quote the order number.',
  },
  items: [
    {
      productId: 11,
      productName: 'Interdental Brushes 0.4 mm (pack of 20)',
      unitPrice: 12.5,
      quantity: 2,
      lineTotal: 25,
      imageUrl: productImage('#0e5a8a'),
    },
    {
      productId: 12,
      productName: 'Water Flosser Travel',
      optionValue: 'White',
      unitPrice: 49.99,
      quantity: 1,
      lineTotal: 49.99,
      imageUrl: productImage('#1e7b45'),
    },
    {
      productId: 13,
      productName: 'Zirconia Crown (single unit)',
      unitPrice: 396.84,
      quantity: 1,
      lineTotal: 396.84,
      imageUrl: productImage('#8a5a00'),
    },
  ],
  subtotal: 471.83,
  salesTax: 33.03,
  shippingCost: 0,
  total: 504.86,
  trackingId: null,
  expectedDeliveryDate: null,
  cancelledAt: null,
  timeline: timeline([{ step: 'Order Placed', at: placedAt }]),
  nextStatuses: orderStatusMoves.Pending,
};

/** One sample order per status, each with a timeline and the moves the server gives a transfer order. */
export const adminOrderByStatus: Record<AdminOrderStatus, AdminOrder> = {
  Pending: baseOrder,
  'In Progress': {
    ...baseOrder,
    orderStatus: 'In Progress',
    nextStatuses: orderStatusMoves['In Progress'],
    timeline: timeline([
      { step: 'Order Placed', at: placedAt },
      { step: 'In Progress', at: '2026-03-15T09:30:00Z' },
    ]),
  },
  Shipped: {
    ...baseOrder,
    orderStatus: 'Shipped',
    nextStatuses: orderStatusMoves.Shipped,
    trackingId: '1Z999AA10123456784',
    expectedDeliveryDate: '2026-03-20',
    timeline: timeline([
      { step: 'Order Placed', at: placedAt },
      { step: 'In Progress', at: '2026-03-15T09:30:00Z' },
      { step: 'Shipped', at: '2026-03-16T14:15:00Z' },
    ]),
  },
  Completed: {
    ...baseOrder,
    orderStatus: 'Completed',
    nextStatuses: orderStatusMoves.Completed,
    trackingId: '1Z999AA10123456784',
    expectedDeliveryDate: '2026-03-20',
    timeline: timeline([
      { step: 'Order Placed', at: placedAt },
      { step: 'In Progress', at: '2026-03-15T09:30:00Z' },
      { step: 'Shipped', at: '2026-03-16T14:15:00Z' },
      { step: 'Delivered', at: '2026-03-19T11:45:00Z' },
    ]),
  },
  Cancelled: {
    ...baseOrder,
    orderStatus: 'Cancelled',
    nextStatuses: orderStatusMoves.Cancelled,
    cancelledAt: '2026-03-15T16:20:00Z',
    timeline: timeline([
      { step: 'Order Placed', at: placedAt },
      { step: 'In Progress', at: '2026-03-15T09:30:00Z' },
    ]),
  },
};

/** An order whose names and addresses are as long as real ones get. */
export const adminOrderLongText: AdminOrder = {
  ...adminOrderByStatus.Shipped,
  orderId: 104213,
  buyer: {
    fullName: 'Maria Fernanda Rodriguez-Castellanos de la Vega',
    contactNumber: '+1 (305) 555-0199 ext. 4412',
    email: 'maria.fernanda.rodriguez-castellanos@dental-office-of-coral-gables.example.com',
  },
  shipping: {
    country: 'United States of America',
    state: 'Florida',
    city: 'Coral Gables',
    street: '4000 Ponce de Leon Boulevard, Suite 1450, Attention: Front Desk (deliveries 9am-5pm)',
  },
  trackingId: 'DHL-EXPRESS-9988776655443322110099887766',
  items: [
    {
      ...baseOrder.items[0]!,
      productName:
        'Premium Soft-Bristle Interdental Brushes, Conical, 0.4 to 0.6 mm, Assorted Colours, Clinic Pack of 200',
    },
    ...baseOrder.items.slice(1),
  ],
};

const buyers = [
  'Jane Doe',
  'Carlos Mendez',
  'Aisha Khan',
  'Tom Becker',
  'Lucia Alvarez',
  'Noah Williams',
  'Mei Chen',
  'Omar Haddad',
];
const statuses: AdminOrderStatus[] = [
  'Pending',
  'In Progress',
  'Shipped',
  'Completed',
  'Pending',
  'Shipped',
  'Cancelled',
  'Completed',
];

/** Eight rows for the orders list, newest first, one or more per status. */
export const adminOrderRows: AdminOrderRow[] = buyers.map((buyer, i) => {
  const items = Array.from({ length: (i % 3) + 1 }, (_, k) => ({
    productId: 11 + k,
    productName: ['Interdental Brushes', 'Water Flosser Travel', 'Zirconia Crown'][k]!,
    unitPrice: [12.5, 49.99, 396.84][k]!,
    quantity: 1,
  }));
  return {
    orderId: 1050 - i,
    buyer,
    buyerEmail: `${buyer.toLowerCase().replace(' ', '.')}@example.com`,
    orderStatus: statuses[i]!,
    createdAt: `2026-03-${String(20 - i).padStart(2, '0')}T10:00:00Z`,
    orderItems: items,
    total: Math.round(items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0) * 100) / 100,
  };
});

/** A row whose buyer name is far longer than usual. */
export const adminOrderRowLongText: AdminOrderRow = {
  ...adminOrderRows[0]!,
  orderId: 104213,
  buyer: 'Maria Fernanda Rodriguez-Castellanos de la Vega (Coral Gables Dental Office)',
  total: 123456.78,
};
