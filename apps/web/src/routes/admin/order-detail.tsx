import { AdminOrderDetail, toast } from '@idl/design-system';
import { useParams } from 'react-router-dom';
import { useAdminHeaderTitle } from '../../features/admin/admin-header-title';
import { errorMessage } from '../../app/error-message';
import { useAdminOrder, useChangeOrderStatus } from '../../features/admin/use-admin-orders';
import { AdminNotFound } from './admin-frame';

/** A positive whole number from an address segment, or undefined. */
export function idParam(value: string | undefined): number | undefined {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** /admin/orders/:orderId: lines, totals, tracking, and the status moves. */
export function AdminOrderRoute() {
  const orderId = idParam(useParams().orderId);
  useAdminHeaderTitle('Order', orderId === undefined ? undefined : String(orderId));
  if (orderId === undefined) return <AdminNotFound />;
  return <OrderDetail orderId={orderId} />;
}

function OrderDetail({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  const change = useChangeOrderStatus(orderId);
  return (
    <AdminOrderDetail
      showHeading={false}
      orderId={orderId}
      order={order.data ?? null}
      loading={order.isPending}
      error={order.isError ? errorMessage(order.error, 'The order could not be loaded.') : undefined}
      onRetry={() => void order.refetch()}
      pendingStatus={change.isPending ? change.variables.status : undefined}
      statusError={change.isError ? errorMessage(change.error) : undefined}
      onStatusChange={(next) =>
        change.mutate(next, {
          onSuccess: (updated) => toast.success(`Order #${updated.orderId} is now ${updated.orderStatus}`),
        })
      }
    />
  );
}
