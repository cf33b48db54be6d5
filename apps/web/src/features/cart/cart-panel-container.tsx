import { CartPanel, emptyCheckoutValues, type CartStep, type CheckoutValues } from '@idl/design-system';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useCountries } from '../countries/use-countries';
import { usePlaceOrder } from '../orders/use-orders';
import { useShell } from '../shell/shell';
import { useCart, useRemoveFromCart, useSetCartQuantity } from './use-cart';

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
  const countries = useCountries(shell.cartOpen);
  const placeOrder = usePlaceOrder();
  const [checkoutValues, setCheckoutValues] = useState<CheckoutValues>(emptyCheckoutValues);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [orderError, setOrderError] = useState<string>();
  const [orderId, setOrderId] = useState<number>();
  const idempotencyKey = useRef(newIdempotencyKey());

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
          setOrderId(order.orderId);
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
      checkoutValues={checkoutValues}
      onCheckoutChange={setCheckoutValues}
      countries={countries.data ?? []}
      isPlacingOrder={placeOrder.isPending}
      orderError={orderError}
      onConfirmOrder={confirm}
      orderId={orderId}
      onContinueShopping={() => {
        shell.closeCart();
        shell.setCartStep('cart');
        navigate(paths.shop);
      }}
    />
  );
}
