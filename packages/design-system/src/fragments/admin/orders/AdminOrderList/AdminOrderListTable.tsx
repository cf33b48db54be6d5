import type { MouseEvent } from 'react';
import { Badge } from '../../../../components/Badge';
import { Skeleton } from '../../../../components/Skeleton';
import { formatDollars, formatOrderDate, orderStatusTone } from '../adminOrderFormat';
import type { AdminOrderRow } from '../adminOrderTypes';
import * as styles from './AdminOrderList.css';

export interface AdminOrderListTableProps {
  orders: AdminOrderRow[];
  loading: boolean;
  /** Shown in place of rows when there are none. */
  emptyText: string;
  orderHref: (orderId: number) => string;
  onOpenOrder?: (orderId: number) => void;
  timeZone?: string;
}

const columns = ['Order ID', 'Buyer Name', 'Status', 'Date', 'Total', 'Items'] as const;

/** The orders table; each row's Order ID link stretches over the whole row. */
export function AdminOrderListTable({
  orders,
  loading,
  emptyText,
  orderHref,
  onOpenOrder,
  timeZone,
}: AdminOrderListTableProps) {
  function open(event: MouseEvent<HTMLAnchorElement>, orderId: number) {
    if (!onOpenOrder || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpenOrder(orderId);
  }

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className="visually-hidden">Orders{loading ? ' (loading)' : ''}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={styles.th({ numeric: column === 'Total' || column === 'Items' })}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className={styles.row}>
                {columns.map((column) => (
                  <td key={column} className={styles.td({})}>
                    <Skeleton width={column === 'Buyer Name' ? '140px' : '64px'} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && orders.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          )}
          {!loading &&
            orders.map((order) => (
              <tr key={order.orderId} className={styles.row}>
                <td className={styles.td({})}>
                  <a
                    className={styles.rowLink}
                    href={orderHref(order.orderId)}
                    onClick={(event) => open(event, order.orderId)}
                  >
                    #{order.orderId}
                  </a>
                </td>
                <td className={styles.td({ wrap: true })}>{order.buyer}</td>
                <td className={styles.td({})}>
                  <Badge tone={orderStatusTone[order.orderStatus]}>{order.orderStatus}</Badge>
                </td>
                <td className={styles.td({})}>{formatOrderDate(order.createdAt, timeZone)}</td>
                <td className={styles.td({ numeric: true })}>{formatDollars(order.total)}</td>
                <td className={styles.td({ numeric: true })}>{order.orderItems.length}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
