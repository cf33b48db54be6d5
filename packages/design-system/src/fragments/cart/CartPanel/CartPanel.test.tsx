import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CartPanel, type CartPanelProps } from './CartPanel';
import { cartItems, cartTotal, countries, filledCheckout } from './CartPanel.fixtures';
import { emptyCheckoutValues, type CheckoutValues } from './CartPanel.types';

/** A container as the web app has one: it owns the form so the panel can be closed and reopened. */
function Container(props: Partial<CartPanelProps> & { initial?: CheckoutValues }) {
  const [isOpen, setOpen] = useState(true);
  const [values, setValues] = useState(props.initial ?? emptyCheckoutValues);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <CartPanel
        items={cartItems}
        totalAmount={cartTotal}
        countries={countries}
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        checkoutValues={values}
        onCheckoutChange={setValues}
      />
    </>
  );
}

// react-aria's overlays and typing are slow under jsdom.
describe('CartPanel', { timeout: 20_000 }, () => {
  it('keeps what the buyer typed when the panel is closed and opened again', async () => {
    const user = userEvent.setup();
    render(<Container defaultStep="checkout" />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Miami');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Miami');
  });

  it('moves to Review only when the form is valid', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(<Container defaultStep="checkout" onStepChange={onStepChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  });

  it('sends the whole form with Confirm Order', async () => {
    const user = userEvent.setup();
    const onConfirmOrder = vi.fn();
    render(<Container initial={filledCheckout} onConfirmOrder={onConfirmOrder} />);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(onConfirmOrder).toHaveBeenCalledWith(filledCheckout);
  });
});
