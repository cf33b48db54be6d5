import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { Price } from '../../../components/Price';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { composeShippingAddress } from '../../cart';
import { formatDay, type OrderStatus, type PaymentState } from '@idl/api-contract';
import { formatDollars, toCents } from '../../../format';
import { orderStatusTones } from '../orderFormat';
import { OrderTimeline, type OrderTimelineStep } from '../OrderTimeline';
import { TransferDetails, type TransferDetailsMethod } from '../TransferDetails';
import * as styles from './OrderDetail.css';
import { OrderDetailLines } from './OrderDetailLines';
import type { OrderDetailLine } from './OrderDetail.types';

export type { OrderDetailLine };

/** The order as the API's order detail sends it (the fields this screen shows). Money in US dollars. */
export interface OrderDetailOrder {
  orderId: number;
  orderStatus: OrderStatus;
  /** When it was placed (ISO-8601). */
  createdAt: string;
  shipping: { country: string; state: string; city: string; street: string };
  /**
   * `providerName` is shown, e.g. 'Manual transfer'. A Pending order with `payTo` (a manual
   * transfer) also shows where to send its total and the `reference` to quote.
   */
  paymentMethod: {
    providerName: string;
    provider?: string;
    payTo?: TransferDetailsMethod[];
    reference?: string;
  };
  /** Where the payment stands (the API's `payment`). */
  payment?: {
    state: PaymentState;
    paidAt: string | null;
    refundedAt: string | null;
    refundedAmount: number | null;
  };
  items: OrderDetailLine[];
  subtotal: number;
  salesTax: number;
  shippingCost: number;
  total: number;
  trackingId: string | null;
  /** YYYY-MM-DD or ISO timestamp, or null while not scheduled. */
  expectedDeliveryDate: string | null;
  cancelledAt: string | null;
  timeline: OrderTimelineStep[];
}

export const orderDetailTabs = ['detail', 'track'] as const;
export type OrderDetailTab = (typeof orderDetailTabs)[number];

export interface OrderDetailProps {
  /** The order; may be left out while loading or after an error. */
  order?: OrderDetailOrder;
  /** The open tab when controlled. */
  selectedTab?: OrderDetailTab;
  /** The tab open first when uncontrolled. */
  defaultTab?: OrderDetailTab;
  /** Called with the tab the customer opens. */
  onTabChange?: (tab: OrderDetailTab) => void;
  /** Leave Review pressed on a line (opens the rating dialog). */
  onLeaveReview?: (line: OrderDetailLine) => void;
  /** View Review pressed on a line. */
  onViewReview?: (line: OrderDetailLine) => void;
  /** The order is being fetched. */
  isLoading?: boolean;
  /** Why the order could not be loaded; shown with a Try Again button. */
  error?: string;
  /** Try Again pressed after an error. */
  onRetry?: () => void;
  /** Pay Now pressed on an unpaid card order (opens Stripe's page). */
  onPayNow?: () => void;
  /** Stripe's page is being opened: Pay Now is busy. */
  isStartingPayment?: boolean;
  /** A note about the payment, e.g. while Stripe confirms it. */
  paymentNotice?: string;
}

function paymentStateText(order: OrderDetailOrder): string | undefined {
  const payment = order.payment;
  if (!payment) return undefined;
  switch (payment.state) {
    case 'paid':
      return payment.paidAt ? `Paid on ${formatDay(payment.paidAt)}` : 'Paid';
    case 'refunding':
      return 'Refund under way';
    case 'refunded':
      return `Refunded ${formatDollars(payment.refundedAmount ?? order.total)}${
        payment.refundedAt ? ` on ${formatDay(payment.refundedAt)}` : ''
      }`;
    default:
      return order.orderStatus === 'Cancelled' ? 'Not paid' : 'Awaiting payment';
  }
}

function Details({ rows }: { rows: [string, ReactNode, boolean?][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value, isTotal]) => (
        <div key={term} className={isTotal ? styles.detailTotal : styles.detailRow}>
          <dt className={isTotal ? undefined : styles.detailTerm}>{term}</dt>
          <dd className={styles.detailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderDetailPanel({
  order,
  onLeaveReview,
  onViewReview,
  onPayNow,
  isStartingPayment,
  paymentNotice,
}: { order: OrderDetailOrder } & OrderDetailProps) {
  const paymentState = paymentStateText(order);
  const canPayByCard =
    order.paymentMethod.provider === 'card' &&
    order.orderStatus === 'Pending' &&
    order.payment?.state === 'awaiting_payment';
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-label="Products">
        <OrderDetailLines
          lines={order.items}
          orderStatus={order.orderStatus}
          onLeaveReview={onLeaveReview}
          onViewReview={onViewReview}
        />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>Summary</h2>
        <Details
          rows={[
            ['Product Subtotal', <Price key="s" cents={toCents(order.subtotal)} size="sm" />],
            ['Sale tax', <Price key="t" cents={toCents(order.salesTax)} size="sm" />],
            [
              'Shipping',
              order.shippingCost > 0 ? (
                <Price key="c" cents={toCents(order.shippingCost)} size="sm" />
              ) : (
                'Free'
              ),
            ],
            ['Payment Method', order.paymentMethod.providerName],
            ...(paymentState ? ([['Payment', paymentState]] as [string, ReactNode][]) : []),
            ['Grand Total', <Price key="g" cents={toCents(order.total)} />, true],
          ]}
        />
        {paymentNotice && (
          <p role="status" className={styles.notice}>
            {paymentNotice}
          </p>
        )}
        {canPayByCard && onPayNow && (
          <Button onPress={onPayNow} busy={isStartingPayment} busyLabel="Opening Stripe...">
            Pay Now by Card
          </Button>
        )}
        {order.orderStatus === 'Pending' &&
          order.paymentMethod.provider !== 'card' &&
          order.paymentMethod.payTo && (
            <TransferDetails
              methods={order.paymentMethod.payTo}
              amount={order.total}
              reference={order.paymentMethod.reference ?? `Order #${order.orderId}`}
            />
          )}
        <h3 className={styles.panelTitle}>Shipping Detail</h3>
        <p>{composeShippingAddress(order.shipping)}</p>
      </section>
    </div>
  );
}

function OrderDetailTracking({ order }: { order: OrderDetailOrder }) {
  return (
    <div className={styles.layout}>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>Order Status</h2>
        <OrderTimeline
          timeline={order.timeline}
          orderStatus={order.orderStatus}
          cancelledAt={order.cancelledAt}
        />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>Delivery Detail</h2>
        <Details
          rows={[
            [
              'Expected Delivery Date',
              order.expectedDeliveryDate ? formatDay(order.expectedDeliveryDate) : 'Not scheduled yet',
            ],
            ['Tracking Id', order.trackingId ?? 'Not assigned yet'],
          ]}
        />
      </section>
    </div>
  );
}

/**
 * A customer's order (/order-info) in two tabs: 'Order Detail' (products with review buttons and
 * the summary) and 'Track Order' (delivery detail and the status line).
 */
export function OrderDetail({
  order,
  selectedTab,
  defaultTab = 'detail',
  onTabChange,
  ...props
}: OrderDetailProps) {
  if (props.isLoading) {
    return (
      <div className={styles.root} aria-busy="true">
        <span className="visually-hidden">Loading order</span>
        <Skeleton width="240px" />
        <Skeleton shape="rect" height="320px" />
      </div>
    );
  }
  if (props.error || !order) {
    return (
      <LoadError
        className={styles.message}
        message={props.error ?? 'This order could not be found.'}
        onRetry={props.onRetry}
        retryLabel="Try Again"
      />
    );
  }
  return (
    <article className={styles.root} aria-labelledby={`order-${order.orderId}-title`}>
      <header className={styles.header}>
        <h1 id={`order-${order.orderId}-title`} className={styles.title}>
          Order #{order.orderId}
        </h1>
        <Badge tone={orderStatusTones[order.orderStatus]}>{order.orderStatus}</Badge>
        <p className={styles.placed}>
          Placed on <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
        </p>
      </header>
      <Tabs
        aria-label="Order information"
        selectedKey={selectedTab}
        defaultSelectedKey={defaultTab}
        onSelectionChange={onTabChange ? (id) => onTabChange(id as OrderDetailTab) : undefined}
        items={[
          { id: 'detail', label: 'Order Detail', content: <OrderDetailPanel order={order} {...props} /> },
          { id: 'track', label: 'Track Order', content: <OrderDetailTracking order={order} /> },
        ]}
      />
    </article>
  );
}
