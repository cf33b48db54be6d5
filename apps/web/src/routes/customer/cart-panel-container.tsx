import type { TransferMethod } from '@idl/api-contract';
import { CartPanel, type CartStep, type CheckoutValues } from '@idl/design-system';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useCountries } from '../../features/countries/use-countries';
import { usePlaceOrder } from '../../features/orders/use-orders';
import { usePaymentOptions } from '../../features/payments/use-payment-settings';
import { useSession } from '../../features/session/session';
import { useShell } from '../../features/shell/shell';
import {
  useAcknowledgeCartPrices,
  useCart,
  useRemoveFromCart,
  useSetCartQuantity,
} from '../../features/cart/use-cart';
import { useCheckoutDraft } from '../../features/cart/use-checkout-draft';

/** A fresh key per attempt to buy a cart (getRandomValues also works outside https, unlike randomUUID). */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * The cart side panel wired to the cart and order calls. Quantities change on the server (the
 * answer replaces the cached cart); Review shows the cart as the server has it now; Confirm Order
 * places the order once per idempotency key. Mounted by the customer layout.
 */
export function CartPanelContainer() {
  const shell = useShell();
  const navigate = useNavigate();
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  const acknowledgePrices = useAcknowledgeCartPrices();
  const countries = useCountries(shell.cartOpen);
  const paymentOptions = usePaymentOptions(shell.cartOpen);
  const placeOrder = usePlaceOrder();
  const session = useSession();
  const [draftValues, setCheckoutValues] = useCheckoutDraft(session.user);
  const cardAvailable = paymentOptions.data?.card ?? false;
  // A draft that chose Card while the shop no longer takes cards falls back to a transfer.
  const checkoutValues: CheckoutValues =
    !cardAvailable && draftValues.paymentMethod.provider === 'card'
      ? { ...draftValues, paymentMethod: { ...draftValues.paymentMethod, provider: 'manual-transfer' } }
      : draftValues;
  // The placed order's amount and the accounts it was given, for the Completion step.
  const [placed, setPlaced] = useState<{ total: number; payTo: TransferMethod[] }>();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [orderError, setOrderError] = useState<string>();
  const [orderId, setOrderId] = useState<number>();
  const idempotencyKey = useRef(newIdempotencyKey());

  // Opening the cart reads it afresh, so a price or stock change since it was loaded shows at once.
  const { refetch } = cart;
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (shell.cartOpen && signedIn) void refetch();
  }, [shell.cartOpen, signedIn, refetch]);

  const setLineError = (itemId: number, message?: string) =>
    setLineErrors(({ [itemId]: _old, ...rest }) => (message ? { ...rest, [itemId]: message } : rest));

  const changeStep = (step: CartStep) => {
    setOrderError(undefined);
    // Review shows what the server will order, so it reads the cart afresh.
    if (step === 'review') void cart.refetch();
    shell.setCartStep(step);
  };

  const confirm = (values: CheckoutValues) => {
    if (placeOrder.isPending) return;
    setOrderError(undefined);
    placeOrder.mutate(
      { body: values, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (order) => {
          idempotencyKey.current = newIdempotencyKey();
          // A card order is paid on Stripe's page; Stripe brings the buyer back to the order.
          const checkoutUrl = order.payment?.checkoutUrl;
          if (checkoutUrl) {
            window.location.assign(checkoutUrl);
            return;
          }
          setOrderId(order.orderId);
          setPlaced({ total: order.total, payTo: order.paymentMethod.payTo ?? [] });
          setLineErrors({});
          shell.setCartStep('completion');
        },
        onError: (error) => {
          setOrderError(errorMessage(error, 'We could not place your order. Please try again.'));
          void cart.refetch();
        },
      },
    );
  };

  return (
    <CartPanel
      isOpen={shell.cartOpen}
      onOpenChange={(open) => (open ? undefined : shell.closeCart())}
      step={shell.cartStep}
      onStepChange={changeStep}
      items={cart.data?.items ?? []}
      totalAmount={cart.data?.totalAmount ?? 0}
      salesTax={cart.data?.salesTax ?? 0}
      isLoading={cart.isPending && cart.fetchStatus !== 'idle'}
      loadError={cart.isError ? errorMessage(cart.error, 'We could not load your cart.') : undefined}
      onRetry={() => void cart.refetch()}
      lineErrors={lineErrors}
      onQuantityChange={(cartItemId, quantity) =>
        setQuantity.mutate(
          { cartItemId, quantity },
          {
            onSuccess: () => setLineError(cartItemId),
            onError: (error) => setLineError(cartItemId, errorMessage(error)),
          },
        )
      }
      onRemove={(cartItemId) =>
        remove.mutate(cartItemId, {
          onSuccess: () => setLineError(cartItemId),
          onError: (error) => setLineError(cartItemId, errorMessage(error)),
        })
      }
      onAcknowledgePrices={() => acknowledgePrices.mutate()}
      checkoutValues={checkoutValues}
      onCheckoutChange={setCheckoutValues}
      countries={countries.data ?? []}
      isPlacingOrder={placeOrder.isPending}
      orderError={orderError}
      onConfirmOrder={confirm}
      orderId={orderId}
      orderTotal={placed?.total}
      cardAvailable={cardAvailable}
      transferMethods={
        shell.cartStep === 'completion' && placed
          ? placed.payTo
          : (paymentOptions.data?.transferMethods ?? [])
      }
      onContinueShopping={() => {
        shell.closeCart();
        shell.setCartStep('cart');
        void navigate(paths.shop);
      }}
    />
  );
}
