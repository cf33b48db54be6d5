import type { OrderStatus } from '@idl/api-contract';

/** Sample rows for DataTable stories and tests: fixed values, no clock, no randomness. */
export interface SampleOrderRow {
  orderId: number;
  buyer: string;
  orderStatus: OrderStatus;
  createdAt: string;
  total: number;
  items: number;
}

export const sampleOrderRows: SampleOrderRow[] = [
  {
    orderId: 1042,
    buyer: 'Maria Gonzalez',
    orderStatus: 'Pending',
    createdAt: '2026-03-14T10:00:00Z',
    total: 129.5,
    items: 3,
  },
  {
    orderId: 1041,
    buyer: 'Dr. James Whitaker',
    orderStatus: 'Shipped',
    createdAt: '2026-03-13T15:20:00Z',
    total: 948.0,
    items: 2,
  },
  {
    orderId: 1040,
    buyer: 'Lena Fischer',
    orderStatus: 'Completed',
    createdAt: '2026-03-12T09:05:00Z',
    total: 36.99,
    items: 1,
  },
  {
    orderId: 1039,
    buyer: 'Brightsmile Dental Office',
    orderStatus: 'In Progress',
    createdAt: '2026-03-11T12:45:00Z',
    total: 1520.4,
    items: 6,
  },
  {
    orderId: 1038,
    buyer: 'Omar Haddad',
    orderStatus: 'Cancelled',
    createdAt: '2026-03-10T08:30:00Z',
    total: 58.25,
    items: 2,
  },
];

export const longTextOrderRows: SampleOrderRow[] = [
  {
    orderId: 987654321,
    buyer:
      'Maximiliana Alexandra Montgomery-Rodriguez on behalf of Coral Gables Family & Cosmetic Dentistry Associates',
    orderStatus: 'In Progress',
    createdAt: '2026-03-14T10:00:00Z',
    total: 123456.78,
    items: 148,
  },
  ...sampleOrderRows.slice(0, 2),
];
