import { useId } from 'react';
import * as panelStyles from '../CartPanel/CartPanel.css';
import type { CartPanelItem } from '../CartPanel/CartPanel.types';
import { CartPanelOrderLines } from '../CartPanel/CartPanelOrderLines';
import { CartPanelSummary } from '../CartPanel/CartPanelSummary';
import * as styles from './CartSummary.css';

export interface CartSummaryProps {
  /** The cart's lines, as the cart panel takes them. */
  items: CartPanelItem[];
  /** Sum of the lines in US dollars, as the server computed it. */
  totalAmount: number;
}

/**
 * The cart's lines and total in the page itself, with nothing to press: what a browser that runs
 * no script shows of the cart, where the cart panel (an overlay) cannot open.
 */
export function CartSummary({ items, totalAmount }: CartSummaryProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelStyles.title}>
        Shopping Cart
      </h2>
      {items.length === 0 ? (
        <p className={panelStyles.empty}>No Products added to Cart</p>
      ) : (
        <>
          <CartPanelOrderLines items={items} />
          <CartPanelSummary subtotal={totalAmount} />
        </>
      )}
    </section>
  );
}
