import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { Section } from '../../../components/Section';
import * as styles from './CartPanel.css';
import {
  cardProvider,
  manualTransferProvider,
  type CartPanelItem,
  type CheckoutValues,
} from './CartPanel.types';
import { CartPanelDetails, CartPanelOrderLines } from './CartPanelOrderLines';
import { CartPanelSummary } from './CartPanelSummary';
import { composeShippingAddress } from './checkoutValidation';

export interface CartPanelReviewStepProps {
  items: CartPanelItem[];
  totalAmount: number;
  salesTax: number;
  values: CheckoutValues;
  isPlacingOrder?: boolean;
  orderError?: string;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 3: everything the order will contain, in collapsible sections, and Confirm Order. */
export function CartPanelReviewStep({
  items,
  totalAmount,
  salesTax,
  values,
  isPlacingOrder = false,
  orderError,
  onBack,
  onConfirm,
}: CartPanelReviewStepProps) {
  const { buyer, paymentMethod } = values;
  return (
    <div className={styles.stepBody}>
      <Section title="Your Orders" defaultExpanded>
        <CartPanelOrderLines items={items} />
      </Section>
      <Section title="Payment Method" defaultExpanded>
        <CartPanelDetails
          rows={
            paymentMethod.provider === cardProvider.id
              ? [['Provider', `${cardProvider.name}, on Stripe's secure page`]]
              : [
                  [
                    'Provider',
                    manualTransferProvider.id === paymentMethod.provider
                      ? manualTransferProvider.name
                      : paymentMethod.provider,
                  ],
                  ['Paying from', paymentMethod.recipientName],
                  ['User name or account', paymentMethod.username],
                  ['E-mail or phone of the account', paymentMethod.contact],
                ]
          }
        />
      </Section>
      <Section title="Buyer's Details" defaultExpanded>
        <CartPanelDetails
          rows={[
            ['Full Name', buyer.fullName],
            ['Contact Number', buyer.contactNumber],
            ['Email Address', buyer.email],
            ['Shipping Address', composeShippingAddress(values.shipping)],
          ]}
        />
      </Section>
      <Section title="Cart Total" defaultExpanded>
        <CartPanelSummary subtotal={totalAmount} salesTax={salesTax} />
      </Section>
      {orderError && <FormAlert>{orderError}</FormAlert>}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} disabled={isPlacingOrder}>
          Edit Details
        </Button>
        <Button onPress={onConfirm} busy={isPlacingOrder} busyLabel="Placing Order...">
          Confirm Order
        </Button>
      </div>
    </div>
  );
}
