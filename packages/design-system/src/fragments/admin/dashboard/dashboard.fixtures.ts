import type { AdminDashboardData } from './AdminDashboard';
import type { SaleSummaryPoint } from './SaleSummaryChart';

/** Sample dashboard figures for stories: fixed dates and values, no clock, no randomness. */

const weekRevenue = [1240.5, 860, 1975.25, 1510, 2320.4, 990.9, 1685];
const weekSales = [9, 6, 14, 11, 17, 7, 12];

export const sampleWeekSeries: SaleSummaryPoint[] = weekRevenue.map((revenue, i) => ({
  label: `2026-03-${String(8 + i).padStart(2, '0')}`,
  sales: weekSales[i]!,
  revenue,
}));

export const sampleMonthSeries: SaleSummaryPoint[] = Array.from({ length: 28 }, (_, i) => ({
  label: i < 14 ? `2026-02-${15 + i}` : `2026-03-${String(i - 13).padStart(2, '0')}`,
  sales: 4 + ((i * 7) % 13),
  revenue: 400 + ((i * 733) % 1900),
}));

export const sampleYearSeries: SaleSummaryPoint[] = Array.from({ length: 12 }, (_, i) => ({
  label: i < 9 ? `2025-${String(4 + i).padStart(2, '0')}` : `2026-${String(i - 8).padStart(2, '0')}`,
  sales: 120 + ((i * 37) % 90),
  revenue: 18000 + ((i * 5171) % 16000),
}));

export const sampleDashboard: AdminDashboardData = {
  range: 'week',
  current: { from: '2026-03-08T00:00:00Z', to: '2026-03-15T00:00:00Z', sales: 76, revenue: 10582.05 },
  previous: { from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z', sales: 68, revenue: 11240.8 },
  series: sampleWeekSeries,
  bestSellers: [
    {
      productId: 12,
      name: 'Interdental Brushes 0.6 mm (pack of 8)',
      price: 8.99,
      unitsSold: 214,
      amount: 1923.86,
    },
    { productId: 4, name: 'Zirconia Crown', price: 396.84, unitsSold: 18, amount: 7143.12 },
    { productId: 7, name: 'Dental Floss Picks (90)', price: 5.49, unitsSold: 160, amount: 878.4 },
    { productId: 15, name: 'Emax Veneer', price: 528.41, unitsSold: 9, amount: 4755.69 },
    { productId: 3, name: 'Water Flosser Travel', price: 59.9, unitsSold: 41, amount: 2455.9 },
    { productId: 21, name: 'Orthodontic Wax', price: 3.25, unitsSold: 88, amount: 286 },
    { productId: 9, name: 'Implant Bridge (3 units)', price: 928.41, unitsSold: 3, amount: 2785.23 },
  ],
  outOfStock: [
    { productId: 31, name: 'Interdental Brushes 0.4 mm (pack of 8)', sku: 'SKU-104233' },
    { productId: 18, name: 'Tongue Cleaner Stainless', sku: 'SKU-550912' },
  ],
  recentOrders: [
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
      total: 948,
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
  ],
};

export const emptyDashboard: AdminDashboardData = {
  range: 'week',
  current: { from: '2026-03-08T00:00:00Z', to: '2026-03-15T00:00:00Z', sales: 0, revenue: 0 },
  previous: { from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z', sales: 0, revenue: 0 },
  series: sampleWeekSeries.map((point) => ({ ...point, sales: 0, revenue: 0 })),
  bestSellers: [],
  outOfStock: [],
  recentOrders: [],
};
