import type { ReactNode } from 'react';
import { Price } from '../../../components/Price';
import { toCents } from '../../../format';
import * as styles from './CartPanel.css';
import type { CartPanelItem } from './CartPanel.types';

/** Terms and their values in the summary's rows (Review's lines, payment and buyer). */
export function CartPanelDetails({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{term}</dt>
          <dd className={styles.summaryValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cart's lines to read, nothing to press: name, option and quantity, and what the line costs. */
export function CartPanelOrderLines({ items }: { items: CartPanelItem[] }) {
  return (
    <CartPanelDetails
      rows={items.map((item) => [
        `${item.productName}${item.optionValue ? ` (${item.optionValue})` : ''} × ${item.quantity}`,
        <Price key="price" cents={toCents(item.price * item.quantity)} size="sm" />,
      ])}
    />
  );
}
