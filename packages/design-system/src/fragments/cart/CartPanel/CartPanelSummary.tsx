import type { ReactNode } from 'react';
import { Price } from '../../../components/Price';
import { toCents } from '../../../format';
import * as styles from './CartPanel.css';

export interface CartPanelSummaryProps {
  /** Sum of the lines in US dollars. */
  subtotal: number;
  /** Sales tax in US dollars; the row is left out when not given. */
  salesTax?: number;
}

function Row({ term, children, total = false }: { term: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={total ? styles.summaryTotal : styles.summaryRow}>
      <dt className={total ? undefined : styles.summaryTerm}>{term}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </div>
  );
}

/** Subtotal, optional sales tax, shipping (always 'Free') and the total to pay. */
export function CartPanelSummary({ subtotal, salesTax }: CartPanelSummaryProps) {
  return (
    <dl className={styles.summary}>
      <Row term="Subtotal">
        <Price cents={toCents(subtotal)} size="sm" />
      </Row>
      {salesTax !== undefined && (
        <Row term="Sales tax">
          <Price cents={toCents(salesTax)} size="sm" />
        </Row>
      )}
      <Row term="Shipping">Free</Row>
      <Row term="Total" total>
        <Price cents={toCents(subtotal + (salesTax ?? 0))} />
      </Row>
    </dl>
  );
}
