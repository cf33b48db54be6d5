import type { OrderListOrder } from './OrderList';

function productImage(fill: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'><rect width='48' height='48' rx='8' fill='#e3f0f8'/><rect x='14' y='8' width='20' height='32' rx='6' fill='${fill}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const orders: OrderListOrder[] = [
  {
    orderId: 1031,
    orderStatus: 'Pending',
    createdAt: '2026-03-14T10:00:00Z',
    itemCount: 3,
    firstProductName: 'Interdental Brushes 0.6 mm',
    imageUrl: productImage('#0e5a8a'),
    total: 428.83,
  },
  {
    orderId: 1029,
    orderStatus: 'In Progress',
    createdAt: '2026-03-10T15:20:00Z',
    itemCount: 2,
    firstProductName: 'Zirconia Crown (single unit)',
    imageUrl: null,
    total: 928.41,
  },
  {
    orderId: 1027,
    orderStatus: 'Pending',
    createdAt: '2026-03-09T08:45:00Z',
    itemCount: 1,
    firstProductName: 'Floss Picks, Mint',
    imageUrl: productImage('#1e7b45'),
    total: 6.99,
  },
  {
    orderId: 1022,
    orderStatus: 'Shipped',
    createdAt: '2026-03-02T12:00:00Z',
    itemCount: 4,
    firstProductName: 'Emax Veneer Kit',
    imageUrl: productImage('#f2a93b'),
    total: 612.4,
  },
  {
    orderId: 1015,
    orderStatus: 'Completed',
    createdAt: '2026-02-18T09:10:00Z',
    itemCount: 2,
    firstProductName: 'Orthodontic Wax Strips',
    imageUrl: productImage('#b3261e'),
    total: 18.5,
  },
  {
    orderId: 1009,
    orderStatus: 'Cancelled',
    createdAt: '2026-02-02T15:45:00Z',
    itemCount: 1,
    firstProductName: 'Night Guard Case',
    imageUrl: productImage('#6c8ebf'),
    total: 24,
  },
];

/** An active order whose first product has a name as long as the catalogue's get, and a large total. */
export const orderLongText: OrderListOrder = {
  orderId: 104213,
  orderStatus: 'In Progress',
  createdAt: '2026-03-15T09:30:00Z',
  itemCount: 128,
  firstProductName:
    'Extra-Soft Tapered Interdental Brush for Tight Contacts, Bridges, Implants and Orthodontic Brackets, Assorted Sizes',
  imageUrl: productImage('#0e5a8a'),
  total: 128_450.99,
};
