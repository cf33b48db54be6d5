import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { formatDay } from '@idl/api-contract';
import { toCents } from '../../../format';
import { orderStatusTones } from '../orderFormat';
import * as styles from './OrderList.css';
import type { OrderListOrder } from './OrderList.types';
import { Link } from '../../../components/Link';

export interface OrderListCardProps {
  /** The order to show. */
  order: OrderListOrder;
  /** Address of the order's detail page. */
  href: string;
  /** Pay Now pressed (shown on an unpaid Pending card order). */
  onPayNow?: (orderId: number) => void;
  /** Its payment page is being opened. */
  isPaying?: boolean;
}

/** One order: date, status, first product, how many others and the total; the card links to it. */
export function OrderListCard({ order, href, onPayNow, isPaying = false }: OrderListCardProps) {
  const others = order.itemCount - 1;
  const unpaidCard =
    order.paymentProvider === 'card' &&
    order.paymentState === 'awaiting_payment' &&
    order.orderStatus === 'Pending';
  return (
    <li className={styles.card}>
      {order.imageUrl ? (
        <ResponsiveImage
          className={styles.image}
          image={{ imageUrl: order.imageUrl, thumbnailUrl: order.thumbnailUrl, mediumUrl: order.mediumUrl }}
          alt=""
          sizes="48px"
          width={48}
          height={48}
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <div className={styles.meta}>
          <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          <Badge tone={orderStatusTones[order.orderStatus]}>{order.orderStatus}</Badge>
        </div>
        <h2 className={styles.productTitle}>
          <Link className={styles.link} href={href}>
            {order.firstProductName}
            <span className="visually-hidden">, order #{order.orderId}</span>
          </Link>
        </h2>
        {others > 0 && (
          <span className={styles.others}>
            and {others} other {others === 1 ? 'product' : 'products'}
          </span>
        )}
        <div className={styles.total}>
          <span>Total</span>
          <Price cents={toCents(order.total)} />
        </div>
        {unpaidCard && onPayNow && (
          <div className={styles.payNow}>
            <Button
              size="sm"
              onPress={() => onPayNow(order.orderId)}
              busy={isPaying}
              busyLabel="Opening Stripe..."
              aria-label={`Pay Now by Card, order #${order.orderId}`}
            >
              Pay Now
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
