import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TransferDetails, type TransferDetailsMethod } from '../../orders/TransferDetails';
import * as styles from './CartPanel.css';

export interface CartPanelCompletionStepProps {
  orderId?: number;
  /** Where to pay the placed order by transfer: its amount and the shop's accounts. */
  transfer?: { amount: number; methods: TransferDetailsMethod[] };
  onContinueShopping?: () => void;
}

/** Step 4: the order went through; its number and the way back to the shop. */
export function CartPanelCompletionStep({
  orderId,
  transfer,
  onContinueShopping,
}: CartPanelCompletionStepProps) {
  return (
    <div className={styles.completion}>
      <span className={styles.completionIcon} aria-hidden="true">
        <Icon name="check" />
      </span>
      <h3 className={styles.completionTitle}>Your Order Has Been Successfully Placed!</h3>
      <p className={styles.muted}>You will receive an e-mail confirmation with your order details shortly.</p>
      {orderId !== undefined && <p className={styles.orderNumber}>Order number: #{orderId}</p>}
      {orderId !== undefined && transfer && (
        <div className={styles.completionPayment}>
          <TransferDetails
            methods={transfer.methods}
            amount={transfer.amount}
            reference={`Order #${orderId}`}
          />
        </div>
      )}
      <Button onPress={onContinueShopping}>Continue Shopping</Button>
    </div>
  );
}
