import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { LoadError } from '../../../components/LoadError';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Skeleton } from '../../../components/Skeleton';
import * as styles from './CartPanel.css';
import type { CartPanelItem } from './CartPanel.types';
import { CartPanelChangesNotice } from './CartPanelChangesNotice';
import { toCents } from '../../../format';
import { CartPanelSummary } from './CartPanelSummary';

export interface CartPanelCartStepProps {
  items: CartPanelItem[];
  totalAmount: number;
  isLoading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  lineErrors?: Record<number, string>;
  onQuantityChange?: (itemId: number, quantity: number) => void;
  onRemove?: (itemId: number) => void;
  onAcknowledgePrices?: () => void;
  onCheckout: () => void;
}

/** A cart line: picture, name, option, unit price, quantity buttons and its own error. */
function CartLine({
  item,
  error,
  onQuantityChange,
  onRemove,
}: {
  item: CartPanelItem;
  error?: string;
  onQuantityChange?: (itemId: number, quantity: number) => void;
  onRemove?: (itemId: number) => void;
}) {
  const errorId = `cart-line-error-${item.id}`;
  return (
    <li className={styles.line} aria-describedby={error ? errorId : undefined}>
      {item.imageUrl ? (
        <ResponsiveImage
          className={styles.lineImage}
          image={{ imageUrl: item.imageUrl, thumbnailUrl: item.thumbnailUrl, mediumUrl: item.mediumUrl }}
          alt=""
          sizes="48px"
          width={48}
          height={48}
        />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div className={styles.lineInfo}>
        <span className={styles.lineName}>{item.productName}</span>
        {item.optionValue && <span className={styles.lineOption}>{item.optionValue}</span>}
        <Price cents={toCents(item.price)} size="sm" />
      </div>
      <div className={styles.quantity}>
        <IconButton
          label={
            item.quantity <= 1 ? `Remove ${item.productName}` : `Decrease quantity of ${item.productName}`
          }
          onPress={() =>
            item.quantity <= 1 ? onRemove?.(item.id) : onQuantityChange?.(item.id, item.quantity - 1)
          }
        >
          <Icon name="minus" />
        </IconButton>
        <span className={styles.quantityValue}>
          <span className="visually-hidden">Quantity </span>
          {item.quantity}
        </span>
        <IconButton
          label={`Increase quantity of ${item.productName}`}
          onPress={() => onQuantityChange?.(item.id, item.quantity + 1)}
        >
          <Icon name="plus" />
        </IconButton>
      </div>
      {error && (
        <p id={errorId} className={styles.lineError}>
          {error}
        </p>
      )}
    </li>
  );
}

/** Step 1: the lines in the cart with quantity buttons, the totals and the Checkout button. */
export function CartPanelCartStep({
  items,
  totalAmount,
  isLoading = false,
  loadError,
  onRetry,
  lineErrors = {},
  onQuantityChange,
  onRemove,
  onAcknowledgePrices,
  onCheckout,
}: CartPanelCartStepProps) {
  if (isLoading) {
    return (
      <div className={styles.stepBody} aria-busy="true">
        <span className="visually-hidden">Loading cart</span>
        <ul className={styles.lines}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.line}>
              <Skeleton shape="rect" width="48px" />
              <Skeleton lines={2} />
              <Skeleton width="88px" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (loadError) {
    return (
      <div className={styles.stepBody}>
        <LoadError message={loadError} onRetry={onRetry} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.stepBody}>
        <p className={styles.empty}>No Products added to Cart</p>
      </div>
    );
  }
  return (
    <div className={styles.stepBody}>
      <CartPanelChangesNotice items={items} onAcknowledgePrices={onAcknowledgePrices} />
      <ul className={styles.lines} aria-label="Products in your cart">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            error={lineErrors[item.id]}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <CartPanelSummary subtotal={totalAmount} />
      <div className={styles.actions}>
        <Button fullWidth onPress={onCheckout}>
          Checkout
        </Button>
      </div>
    </div>
  );
}
