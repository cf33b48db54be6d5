import { useState } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import type { TransferDetailsMethod } from '../../orders/TransferDetails';
import * as styles from './CartPanel.css';
import {
  emptyCheckoutValues,
  manualTransferProvider,
  type CartPanelCountry,
  type CartPanelItem,
  type CartStep,
  type CheckoutValues,
} from './CartPanel.types';
import { CartPanelCartStep } from './CartPanelCartStep';
import { CartPanelCheckoutStep } from './CartPanelCheckoutStep';
import { CartPanelCompletionStep } from './CartPanelCompletionStep';
import { CartPanelReviewStep } from './CartPanelReviewStep';
import { CartPanelStepper } from './CartPanelStepper';

/** A value the parent may control; otherwise kept here, starting from `initial`. */
function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(initial);
  const current = value !== undefined ? value : inner;
  const set = (next: T) => {
    setInner(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

export interface CartPanelProps {
  /** Whether the panel is shown. */
  isOpen: boolean;
  /** Called with `false` when the buyer closes it: outside click, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** The step on screen when controlled. Confirm Order does not move on by itself: set 'completion' once the order is placed. */
  step?: CartStep;
  /** First step when uncontrolled. */
  defaultStep?: CartStep;
  /** Called with the step the buyer moves to (Checkout, Next, Go Back, Edit Details). */
  onStepChange?: (step: CartStep) => void;
  /** The cart's lines (the API's `items`). */
  items: CartPanelItem[];
  /** Sum of the lines in US dollars (the API's `totalAmount`). */
  totalAmount: number;
  /** The cart is being fetched: the Cart step shows placeholders. */
  isLoading?: boolean;
  /** Why the cart could not be loaded; the Cart step shows it with Retry. */
  loadError?: string;
  /** Retry pressed after a load error. */
  onRetry?: () => void;
  /** Per-line problems by cart item id, e.g. { 12: 'Only 2 of Floss Picks are in stock' }. */
  lineErrors?: Record<number, string>;
  /** Plus or minus pressed: the cart item id and the wanted quantity (1 or more). */
  onQuantityChange?: (itemId: number, quantity: number) => void;
  /** Minus pressed at quantity 1: the cart item id to remove. */
  onRemove?: (itemId: number) => void;
  /** OK pressed on the notice of changed prices: the buyer has seen them (acknowledge on the server). */
  onAcknowledgePrices?: () => void;
  /** The checkout form's values when controlled, so nothing typed is lost between steps or reopenings. */
  checkoutValues?: CheckoutValues;
  /** Called with the whole form on every change. */
  onCheckoutChange?: (values: CheckoutValues) => void;
  /** Countries for the shipping Country field (shown sorted by name, with flags). */
  countries: CartPanelCountry[];
  /** Sales tax on this order in US dollars, shown on Review (0 by default). */
  salesTax?: number;
  /** The order is being placed: Confirm Order is busy. */
  isPlacingOrder?: boolean;
  /** Why placing the order failed (e.g. out of stock); shown on Review, the form is kept. */
  orderError?: string;
  /** Confirm Order pressed, with the validated form (the place-order body). */
  onConfirmOrder?: (values: CheckoutValues) => void;
  /** Number of the placed order, shown on Completion. */
  orderId?: number;
  /** The shop's accounts for a manual transfer, shown at Checkout and on Completion. */
  transferMethods?: TransferDetailsMethod[];
  /** The placed order's total in US dollars: the amount to transfer, shown on Completion. */
  orderTotal?: number;
  /** The shop takes cards (Stripe): Checkout offers Card beside the transfer. */
  cardAvailable?: boolean;
  /** Continue Shopping pressed on Completion (go to /shop). */
  onContinueShopping?: () => void;
}

/**
 * The cart side panel: a modal drawer from the right with the steps Cart, Checkout, Review and
 * Completion. Focus stays inside while open; Escape or a click outside closes it.
 */
export function CartPanel({
  isOpen,
  onOpenChange,
  step: stepProp,
  defaultStep = 'cart',
  onStepChange,
  items,
  totalAmount,
  isLoading,
  loadError,
  onRetry,
  lineErrors,
  onQuantityChange,
  onRemove,
  onAcknowledgePrices,
  checkoutValues,
  onCheckoutChange,
  countries,
  salesTax = 0,
  isPlacingOrder,
  orderError,
  onConfirmOrder,
  orderId,
  transferMethods = [],
  orderTotal,
  cardAvailable = false,
  onContinueShopping,
}: CartPanelProps) {
  const [step, setStep] = useControllable(stepProp, defaultStep, onStepChange);
  const [values, setValues] = useControllable(checkoutValues, emptyCheckoutValues, onCheckoutChange);

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Shopping Cart
            </Heading>
            <AriaButton className={styles.close} onPress={() => onOpenChange(false)} aria-label="Close cart">
              <Icon name="close" />
            </AriaButton>
          </div>
          <CartPanelStepper current={step} />
          {step === 'cart' && (
            <CartPanelCartStep
              items={items}
              totalAmount={totalAmount}
              isLoading={isLoading}
              loadError={loadError}
              onRetry={onRetry}
              lineErrors={lineErrors}
              onQuantityChange={onQuantityChange}
              onRemove={onRemove}
              onAcknowledgePrices={onAcknowledgePrices}
              onCheckout={() => setStep('checkout')}
            />
          )}
          {step === 'checkout' && (
            <CartPanelCheckoutStep
              values={values}
              onChange={setValues}
              countries={countries}
              transferMethods={transferMethods}
              amountDue={totalAmount + salesTax}
              cardAvailable={cardAvailable}
              onBack={() => setStep('cart')}
              onNext={() => setStep('review')}
            />
          )}
          {step === 'review' && (
            <CartPanelReviewStep
              items={items}
              totalAmount={totalAmount}
              salesTax={salesTax}
              values={values}
              isPlacingOrder={isPlacingOrder}
              orderError={orderError}
              onBack={() => setStep('checkout')}
              onConfirm={() => onConfirmOrder?.(values)}
            />
          )}
          {step === 'completion' && (
            <CartPanelCompletionStep
              orderId={orderId}
              transfer={
                orderTotal !== undefined && values.paymentMethod.provider === manualTransferProvider.id
                  ? { amount: orderTotal, methods: transferMethods }
                  : undefined
              }
              onContinueShopping={onContinueShopping}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
