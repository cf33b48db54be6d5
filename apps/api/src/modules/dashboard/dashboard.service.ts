import type { Dashboard } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import { rangeWindows, type DashboardRange } from './dashboard-ranges';
import { dashboardRepository } from './dashboard.repository';

const BEST_SELLERS = 7;
const OUT_OF_STOCK = 50;
const RECENT_ORDERS = 5;

export function dashboardService(deps: Deps) {
  const repo = dashboardRepository(deps.database.db);
  return {
    /** The figures of `range` up to `asOf` (default: now). */
    async figures(range: DashboardRange, asOf?: Date): Promise<Dashboard> {
      const now = asOf ?? deps.now();
      const windows = rangeWindows(range, now);
      const { current, previous } = windows;
      const [orders, bestSellers, outOfStock, recent] = await Promise.all([
        repo.ordersBetween(previous.from.toISOString(), current.to.toISOString()),
        repo.bestSellers(current.from.toISOString(), current.to.toISOString(), BEST_SELLERS),
        repo.outOfStock(OUT_OF_STOCK),
        repo.recentOrders(RECENT_ORDERS),
      ]);
      const period = (window: { from: Date; to: Date }) => {
        const inside = orders.filter(
          (o) => o.created_at >= window.from.toISOString() && o.created_at < window.to.toISOString(),
        );
        return {
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          sales: inside.length,
          revenue: toDollars(inside.reduce((sum, o) => sum + o.total_cents, 0)),
        };
      };
      const perBucket = new Map(windows.buckets.map((b) => [b, { sales: 0, cents: 0 }]));
      for (const order of orders) {
        const bucket = perBucket.get(windows.bucketOf(order.created_at));
        if (!bucket || order.created_at < current.from.toISOString()) continue;
        bucket.sales += 1;
        bucket.cents += order.total_cents;
      }
      return {
        range,
        current: period(current),
        previous: period(previous),
        series: [...perBucket].map(([label, b]) => ({ label, sales: b.sales, revenue: toDollars(b.cents) })),
        bestSellers: bestSellers.map((row) => ({
          productId: row.id,
          name: row.name,
          price: toDollars(row.price_cents),
          unitsSold: Number(row.units),
          amount: toDollars(Number(row.amount)),
        })),
        outOfStock: outOfStock.map((row) => ({ productId: row.id, name: row.name, sku: row.sku })),
        recentOrders: recent.map((row) => ({
          orderId: row.id,
          buyer: row.buyer_full_name,
          orderStatus: row.status,
          createdAt: row.created_at,
          total: toDollars(row.total_cents),
          items: Number(row.items ?? 0),
        })),
      };
    },
  };
}
