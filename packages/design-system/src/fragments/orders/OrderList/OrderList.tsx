import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { myOrdersTabs, myOrdersTabStatuses, type MyOrdersTab } from '@idl/api-contract';
import * as styles from './OrderList.css';
import { OrderListCard } from './OrderListCard';
import type { OrderListOrder } from './OrderList.types';

export type { OrderListOrder };

/** The customer's order tabs: the contract's `myOrdersTabs`, each listing its `myOrdersTabStatuses`. */
export type OrderListTab = MyOrdersTab;

const tabLabels: Record<OrderListTab, string> = {
  active: 'Active',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface OrderListProps {
  /** The customer's orders; each tab shows those in its states, so one list for all tabs works. */
  orders: OrderListOrder[];
  /** The open tab when controlled. */
  selectedTab?: OrderListTab;
  /** The tab open first when uncontrolled. */
  defaultTab?: OrderListTab;
  /** Called with the tab the customer opens (e.g. to fetch that tab's orders). */
  onTabChange?: (tab: OrderListTab) => void;
  /** Orders are being fetched: the open tab shows placeholder cards. */
  isLoading?: boolean;
  /** Why the orders could not be loaded; shown with a Try Again button. */
  error?: string;
  /** Try Again pressed after an error. */
  onRetry?: () => void;
  /** Address of an order's detail page, e.g. (id) => `/order-info?orderId=${id}`. */
  orderHref: (orderId: number) => string;
  /** Pay Now pressed on an unpaid card order (opens Stripe's page). */
  onPayNow?: (orderId: number) => void;
  /** The order whose payment page is being opened. */
  payingOrderId?: number;
}

function Panel({
  tab,
  orders,
  isLoading,
  error,
  onRetry,
  orderHref,
  onPayNow,
  payingOrderId,
}: Omit<OrderListProps, 'selectedTab' | 'defaultTab' | 'onTabChange'> & { tab: OrderListTab }) {
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">Loading orders</span>
        <ul className={styles.cards}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton shape="rect" width="48px" />
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error) {
    return <LoadError className={styles.message} message={error} onRetry={onRetry} retryLabel="Try Again" />;
  }
  const shown = orders.filter((order) => myOrdersTabStatuses[tab].includes(order.orderStatus));
  if (shown.length === 0) {
    return <p className={styles.message}>You have no {tabLabels[tab].toLowerCase()} orders yet.</p>;
  }
  return (
    <ul className={styles.cards}>
      {shown.map((order) => (
        <OrderListCard
          key={order.orderId}
          order={order}
          href={orderHref(order.orderId)}
          onPayNow={onPayNow}
          isPaying={payingOrderId === order.orderId}
        />
      ))}
    </ul>
  );
}

/** The customer's orders (/orders) in the tabs Active, Shipped, Completed and Cancelled, each order a card. */
export function OrderList({
  selectedTab,
  defaultTab = 'active',
  onTabChange,
  ...panelProps
}: OrderListProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        My Orders
      </h1>
      <Tabs
        aria-label="Orders by status"
        selectedKey={selectedTab}
        defaultSelectedKey={defaultTab}
        onSelectionChange={onTabChange ? (id) => onTabChange(id as OrderListTab) : undefined}
        items={myOrdersTabs.map((tab) => ({
          id: tab,
          label: tabLabels[tab],
          content: <Panel tab={tab} {...panelProps} />,
        }))}
      />
    </section>
  );
}
