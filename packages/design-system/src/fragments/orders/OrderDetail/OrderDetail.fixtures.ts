import {
  cancelledAt,
  deliveredTimeline,
  placedTimeline,
  shippedTimeline,
} from '../OrderTimeline/OrderTimeline.fixtures';
import { transferMethods } from '../TransferDetails/TransferDetails.fixtures';
import type { OrderDetailOrder } from './OrderDetail';

function productImage(fill: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'><rect width='48' height='48' rx='8' fill='#e3f0f8'/><rect x='14' y='8' width='20' height='32' rx='6' fill='${fill}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An order that has just been placed. */
export const pendingOrder: OrderDetailOrder = {
  orderId: 1031,
  orderStatus: 'Pending',
  createdAt: '2026-03-14T10:00:00Z',
  shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '120 Brickell Ave' },
  paymentMethod: { providerName: 'Manual transfer', payTo: transferMethods, reference: 'Order #1031' },
  items: [
    {
      productId: 101,
      productName: 'Interdental Brushes 0.6 mm',
      optionValue: 'Blue',
      unitPrice: 12.5,
      quantity: 2,
      lineTotal: 25,
      imageUrl: productImage('#0e5a8a'),
      reviewed: false,
    },
    {
      productId: 102,
      productName: 'Floss Picks, Mint',
      unitPrice: 6.99,
      quantity: 1,
      lineTotal: 6.99,
      imageUrl: productImage('#1e7b45'),
      reviewed: false,
    },
    {
      productId: 103,
      productName: 'Zirconia Crown (single unit)',
      unitPrice: 396.84,
      quantity: 1,
      lineTotal: 396.84,
      imageUrl: null,
      reviewed: false,
    },
  ],
  subtotal: 428.83,
  salesTax: 30.02,
  shippingCost: 0,
  total: 458.85,
  trackingId: null,
  expectedDeliveryDate: null,
  cancelledAt: null,
  timeline: placedTimeline,
};

export const shippedOrder: OrderDetailOrder = {
  ...pendingOrder,
  orderStatus: 'Shipped',
  trackingId: 'UPS-1Z999AA10123456784',
  expectedDeliveryDate: '2026-03-19',
  timeline: shippedTimeline,
};

/** Delivered; the customer has reviewed the floss picks already. */
export const completedOrder: OrderDetailOrder = {
  ...shippedOrder,
  orderStatus: 'Completed',
  timeline: deliveredTimeline,
  items: pendingOrder.items.map((item) => ({ ...item, reviewed: item.productId === 102 })),
};

export const cancelledOrder: OrderDetailOrder = {
  ...pendingOrder,
  orderStatus: 'Cancelled',
  cancelledAt,
};
