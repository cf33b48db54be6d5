import { AdminDashboard } from '@idl/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../features/admin/error-message';
import { useDashboard, type DashboardRange } from '../../features/admin/use-dashboard';

/** /admin/dashboard: totals of the chosen range against the previous one, chart, products, recent orders. */
export function AdminDashboardRoute() {
  const navigate = useNavigate();
  const [range, setRange] = useState<DashboardRange>('week');
  const dashboard = useDashboard(range);
  return (
    <AdminDashboard
      data={dashboard.data}
      range={range}
      onRangeChange={setRange}
      isLoading={dashboard.isPending}
      error={
        dashboard.isError ? errorMessage(dashboard.error, 'The dashboard could not be loaded.') : undefined
      }
      onRetry={() => void dashboard.refetch()}
      viewAllOrdersHref={paths.admin.orders}
      onOrderOpen={(orderId) => void navigate(paths.admin.order(orderId))}
      getProductHref={(productId) => paths.admin.product(productId)}
    />
  );
}
