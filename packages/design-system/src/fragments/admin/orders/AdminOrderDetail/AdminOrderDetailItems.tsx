import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { formatDollars } from '../../../../format';
import type { AdminOrder } from '../adminOrderTypes';
import * as styles from './AdminOrderDetail.css';

/** The account the buyer said they pay from, to match the incoming transfer with. */
function PaymentMethod({ payment }: { payment: AdminOrder['paymentMethod'] }) {
  return (
    <div className={styles.summaryBlock}>
      <h3 className={styles.blockTitle}>Payment Method: {payment.providerName}</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Paying from</dt>
          <dd>{payment.recipientName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>User name or account</dt>
          <dd className={styles.breakAnywhere}>{payment.username}</dd>
        </div>
        <div className={styles.fact}>
          <dt>E-mail or phone</dt>
          <dd className={styles.breakAnywhere}>{payment.contact}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The Order Detail tab: product lines, then the money summary, payment and shipping detail. */
export function AdminOrderDetailItems({ order }: { order: AdminOrder }) {
  const { buyer, shipping } = order;
  return (
    <div className={styles.detailGrid}>
      <section className={styles.card} aria-labelledby="admin-order-products">
        <h2 id="admin-order-products" className={styles.cardTitle}>
          Products
        </h2>
        <ul className={styles.lines}>
          {order.items.map((item, i) => (
            <li key={`${item.productId ?? 'gone'}-${i}`} className={styles.line}>
              {item.imageUrl ? (
                <ResponsiveImage
                  className={styles.lineImage}
                  image={{
                    imageUrl: item.imageUrl,
                    thumbnailUrl: item.thumbnailUrl,
                    mediumUrl: item.mediumUrl,
                  }}
                  alt=""
                  sizes="64px"
                  width={64}
                  height={64}
                />
              ) : (
                <span className={styles.lineImage} aria-hidden="true" />
              )}
              <span className={styles.lineName}>
                {item.productName}
                {item.optionValue && <span className={styles.muted}>Option: {item.optionValue}</span>}
              </span>
              <span className={styles.lineNumbers}>
                <span>{formatDollars(item.unitPrice)}</span>
                <span className={styles.muted}>Qty: {item.quantity}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="admin-order-summary">
        <h2 id="admin-order-summary" className={styles.cardTitle}>
          Summary
        </h2>
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>Product Subtotal</dt>
            <dd>{formatDollars(order.subtotal)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>Sale tax</dt>
            <dd>{formatDollars(order.salesTax)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>Shipping</dt>
            <dd>{order.shippingCost === 0 ? 'Free' : formatDollars(order.shippingCost)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>Grand Total</dt>
            <dd>{formatDollars(order.total)}</dd>
          </div>
        </dl>
        <PaymentMethod payment={order.paymentMethod} />
        <div className={styles.summaryBlock}>
          <h3 className={styles.blockTitle}>Shipping Detail</h3>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Buyer</dt>
              <dd>{buyer.fullName}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Phone</dt>
              <dd>{buyer.contactNumber}</dd>
            </div>
            <div className={styles.fact}>
              <dt>E-mail</dt>
              <dd className={styles.breakAnywhere}>{buyer.email}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Address</dt>
              <dd>{[shipping.street, shipping.city, shipping.state, shipping.country].join(', ')}</dd>
            </div>
          </dl>
        </div>
      </section>
    </div>
  );
}
