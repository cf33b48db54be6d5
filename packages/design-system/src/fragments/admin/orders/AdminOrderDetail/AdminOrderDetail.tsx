import { Badge } from '../../../../components/Badge';
import { LoadError } from '../../../../components/LoadError';
import { Skeleton } from '../../../../components/Skeleton';
import { vars } from '../../../../theme/vars.css';
import { Tabs } from '../../../../components/Tabs';
import { formatDay } from '@idl/api-contract';
import { orderStatusTones } from '../../../orders/orderFormat';
import type { AdminOrder, AdminOrderStatus, AdminOrderStatusChange } from '../adminOrderTypes';
import { AdminOrderDetailActions, type AdminOrderDialog } from './AdminOrderDetailActions';
import { AdminOrderDetailItems } from './AdminOrderDetailItems';
import { AdminOrderDetailTracking } from './AdminOrderDetailTracking';
import * as styles from './AdminOrderDetail.css';

export const adminOrderDetailTabs = ['detail', 'track'] as const;
export type AdminOrderDetailTab = (typeof adminOrderDetailTabs)[number];

export interface AdminOrderDetailProps {
  /** The order; `null` while loading or when it could not be loaded. */
  order: AdminOrder | null;
  /** The order id from the address, shown in the heading before the order has loaded. */
  orderId: number;
  /** The order is loading: placeholders are shown. */
  loading?: boolean;
  /** Why the order could not be loaded. */
  error?: string;
  /** Try loading again (shown with the error). */
  onRetry?: () => void;
  /** Tab shown first. */
  defaultTab?: AdminOrderDetailTab;
  /** The status move being saved (its button shows a busy label; the others are disabled). */
  pendingStatus?: AdminOrderStatus;
  /** Why the last status change failed. */
  statusError?: string;
  /** Ask to move the order on (Confirm Payment, Mark as Shipped with tracking id, ...). */
  onStatusChange: (change: AdminOrderStatusChange) => void;
  /** Dialog open at first, e.g. 'confirmPayment' or 'cancel' (previews). */
  defaultDialog?: AdminOrderDialog;
  /** Show the ship dialog's field errors at once (preview of a refused submit). */
  shipDialogValidated?: boolean;
  /** Example date of the ship dialog's delivery field (previews fix it); a week from today. */
  shipExampleDate?: string;
  /** Heading level of 'Order #id' (2 when the page already has an h1). */
  headingLevel?: 1 | 2;
  /** Leave the heading out when the admin header above already names the screen. */
  showHeading?: boolean;
}

/**
 * The admin's view of one order: 'Order Detail' (products, totals, payment, shipping) and
 * 'Track Order' (delivery detail and status line), with a button for each status move the server
 * accepts now (the order's `nextStatuses`).
 */
export function AdminOrderDetail({
  order,
  orderId,
  loading = false,
  error,
  onRetry,
  defaultTab = 'detail',
  pendingStatus,
  statusError,
  onStatusChange,
  defaultDialog,
  shipDialogValidated,
  shipExampleDate,
  headingLevel = 1,
  showHeading = true,
}: AdminOrderDetailProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const heading = showHeading ? (
    <Heading className={styles.heading}>Order #{order?.orderId ?? orderId}</Heading>
  ) : null;

  if (loading || (!order && !error)) {
    return (
      <div className={styles.root} aria-busy="true">
        {heading}
        <p className="visually-hidden">Loading order</p>
        <Skeleton shape="rect" height={vars.size.control} width="320px" />
        <Skeleton shape="rect" height="240px" />
      </div>
    );
  }

  if (!order) {
    return (
      <div className={styles.root}>
        {heading}
        <LoadError message={error} onRetry={onRetry} retryLabel="Try Again" />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.headerRow}>
        <div className={styles.titleBlock}>
          {heading}
          <p className={styles.meta}>
            <Badge tone={orderStatusTones[order.orderStatus]}>{order.orderStatus}</Badge>
            <span>Placed on {formatDay(order.createdAt)}</span>
          </p>
        </div>
        <AdminOrderDetailActions
          orderId={order.orderId}
          status={order.orderStatus}
          nextStatuses={order.nextStatuses ?? []}
          pendingStatus={pendingStatus}
          errorMessage={statusError}
          defaultDialog={defaultDialog}
          shipDialogValidated={shipDialogValidated}
          shipExampleDate={shipExampleDate}
          onStatusChange={onStatusChange}
        />
      </div>
      <Tabs
        aria-label="Order views"
        defaultSelectedKey={defaultTab}
        items={[
          { id: 'detail', label: 'Order Detail', content: <AdminOrderDetailItems order={order} /> },
          {
            id: 'track',
            label: 'Track Order',
            content: <AdminOrderDetailTracking order={order} />,
          },
        ]}
      />
    </div>
  );
}
