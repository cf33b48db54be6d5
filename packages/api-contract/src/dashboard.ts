import { z } from 'zod';
import { moneySchema } from './cart';
import { orderStatusSchema } from './orders';
import { API_PREFIX } from './paths';

export const dashboardPaths = {
  dashboard: `${API_PREFIX}/api/admin/dashboard`,
} as const;

export const dashboardQuerySchema = z.object({
  range: z.enum(['week', 'month', 'year']).default('week'),
  asOf: z.iso
    .datetime()
    .optional()
    .describe('The moment the figures are computed for (ISO-8601); defaults to now'),
});

const periodSchema = z.object({
  from: z.string().describe('Start (inclusive, ISO-8601)'),
  to: z.string().describe('End (exclusive, ISO-8601)'),
  sales: z.number().int().describe('Number of orders, cancelled ones excluded'),
  revenue: moneySchema,
});

export const dashboardSchema = z
  .object({
    range: z.enum(['week', 'month', 'year']),
    current: periodSchema,
    previous: periodSchema,
    series: z.array(
      z.object({
        label: z.string().describe('YYYY-MM-DD per day (week, month) or YYYY-MM per month (year)'),
        sales: z.number().int(),
        revenue: moneySchema,
      }),
    ),
    bestSellers: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        price: moneySchema,
        unitsSold: z.number().int(),
        amount: moneySchema,
      }),
    ),
    outOfStock: z.array(z.object({ productId: z.number().int(), name: z.string(), sku: z.string() })),
    recentOrders: z.array(
      z.object({
        orderId: z.number().int(),
        buyer: z.string(),
        orderStatus: orderStatusSchema,
        createdAt: z.string(),
        total: moneySchema,
        items: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
