import {
  DashboardProductsPanel,
  type BestSellingProduct,
  type OutOfStockProduct,
} from '../DashboardProductsPanel';
import { DashboardSummaryCards, type DashboardPeriod } from '../DashboardSummaryCards';
import { RecentOrdersTable, type RecentOrder } from '../RecentOrdersTable';
import { SaleSummaryChart, type DashboardRange, type SaleSummaryPoint } from '../SaleSummaryChart';
import * as styles from './AdminDashboard.css';
import { LoadError } from '../../../../components/LoadError';

/** Everything the dashboard shows, shaped like the dashboard API's answer. */
export interface AdminDashboardData {
  range: DashboardRange;
  current: DashboardPeriod;
  previous: DashboardPeriod;
  series: SaleSummaryPoint[];
  bestSellers: BestSellingProduct[];
  outOfStock: OutOfStockProduct[];
  recentOrders: RecentOrder[];
}

export interface AdminDashboardProps {
  /** The figures; omit while loading. */
  data?: AdminDashboardData;
  /** The range on screen (defaults to `data.range`, else 'week'). */
  range?: DashboardRange;
  /** Called with the range the user picks in Sale Summary. */
  onRangeChange: (range: DashboardRange) => void;
  /** Show placeholders in every block. */
  isLoading?: boolean;
  /** The figures could not be loaded: a message a user understands. */
  error?: string;
  /** Shows 'Try Again' with the error. */
  onRetry?: () => void;
  /** Where 'View All Orders' leads. */
  viewAllOrdersHref?: string;
  /** Called when a recent order is opened (click or Enter). */
  onOrderOpen?: (orderId: number) => void;
  /** Address of a product's admin page. */
  getProductHref?: (productId: number) => string;
}

/**
 * The admin dashboard (/admin/dashboard): Total Sales and Total Revenue cards, the Sale Summary
 * chart with its range selector, best sellers and out-of-stock products, and the recent orders.
 */
export function AdminDashboard({
  data,
  range,
  onRangeChange,
  isLoading = false,
  error,
  onRetry,
  viewAllOrdersHref,
  onOrderOpen,
  getProductHref,
}: AdminDashboardProps) {
  if (error) {
    return <LoadError className={styles.error} message={error} onRetry={onRetry} retryLabel="Try Again" />;
  }
  const loading = isLoading || !data;
  return (
    <div className={styles.dashboard}>
      <DashboardSummaryCards current={data?.current} previous={data?.previous} isLoading={loading} />
      <div className={styles.middle}>
        <SaleSummaryChart
          series={data?.series ?? []}
          range={range ?? data?.range ?? 'week'}
          onRangeChange={onRangeChange}
          isLoading={loading}
        />
        <DashboardProductsPanel
          bestSellers={data?.bestSellers ?? []}
          outOfStock={data?.outOfStock ?? []}
          getProductHref={getProductHref}
          isLoading={loading}
        />
      </div>
      <RecentOrdersTable
        orders={data?.recentOrders ?? []}
        viewAllHref={viewAllOrdersHref}
        onOrderOpen={onOrderOpen}
        isLoading={loading}
      />
    </div>
  );
}
