import { Button } from '../../../components/Button';
import * as styles from './CartPanel.css';
import type { CartPanelItem } from './CartPanel.types';
import { formatDollars } from '../../../format';

const lineName = (item: CartPanelItem) =>
  item.optionValue ? `${item.productName} (${item.optionValue})` : item.productName;

/** What changed in one line since the buyer added it, or nothing. */
function changeOf(item: CartPanelItem): string | undefined {
  const changes: string[] = [];
  if (item.previousPrice !== undefined && item.previousPrice !== item.price) {
    changes.push(`now ${formatDollars(item.price)} each (was ${formatDollars(item.previousPrice)})`);
  }
  if (item.available !== undefined && item.available < item.quantity) {
    changes.push(
      item.available === 0
        ? 'out of stock: remove it to order the rest'
        : `only ${item.available} left (you have ${item.quantity}): lower the quantity to order`,
    );
  }
  return changes.length > 0 ? `${lineName(item)}: ${changes.join('; ')}` : undefined;
}

export interface CartPanelChangesNoticeProps {
  items: CartPanelItem[];
  /** OK pressed: the buyer has seen the new prices (the notice of them goes). */
  onAcknowledgePrices?: () => void;
}

/**
 * Opens the cart with what changed since the buyer added things: new prices (the totals already
 * use them) and stock that fell below the quantity. Nothing is shown when nothing changed.
 */
export function CartPanelChangesNotice({ items, onAcknowledgePrices }: CartPanelChangesNoticeProps) {
  const changes = items.map(changeOf).filter((change): change is string => change !== undefined);
  if (changes.length === 0) return null;
  const pricesChanged = items.some(
    (item) => item.previousPrice !== undefined && item.previousPrice !== item.price,
  );
  return (
    <section className={styles.changes} aria-labelledby="cart-changes-title">
      <h3 id="cart-changes-title" className={styles.changesTitle}>
        Your cart changed since you added these
      </h3>
      <ul className={styles.changesList}>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      {pricesChanged && onAcknowledgePrices && (
        <Button variant="secondary" size="sm" onPress={onAcknowledgePrices}>
          OK, Noted
        </Button>
      )}
    </section>
  );
}
