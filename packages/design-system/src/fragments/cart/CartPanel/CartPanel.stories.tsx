import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartPanel, type CartPanelProps } from './CartPanel';
import { emptyCheckoutValues } from './CartPanel.types';
import { transferMethods } from '../../orders/TransferDetails/TransferDetails.fixtures';
import {
  cartItemLongText,
  cartItems,
  cartTotal,
  countries,
  filledCheckout,
  filledCheckoutLongText,
} from './CartPanel.fixtures';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

/** Holds the open state and the form like a container would, so typing and closing really work. */
function StatefulCartPanel(props: CartPanelProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [values, setValues] = useState(props.checkoutValues ?? emptyCheckoutValues);
  return (
    <CartPanel
      {...props}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange(open);
      }}
      checkoutValues={values}
      onCheckoutChange={(next) => {
        setValues(next);
        props.onCheckoutChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartPanel',
  component: CartPanel,
  argTypes: { ...fixtureData('checkoutValues', 'countries', 'items', 'lineErrors', 'transferMethods') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      ownFrame: 800,
      usage: {
        use: 'The cart and checkout as one drawer from the right, over whichever customer page the buyer is on: the header’s cart button opens it on the Cart step, Buy Now on a product page opens it on Checkout. It walks through Cart, Checkout, Review and Completion.',
        do: [
          'Pass the totals, tax and shipping the server computed: the panel shows them and never works them out.',
          'Set `step` to completion only once the server has placed the order.',
          'Keep the buyer’s checkout values while the panel is closed and opened again (`checkoutValues`).',
        ],
        dont: [
          'Don’t use it for a look at one product: that is the product page.',
          'Don’t open it for a visitor who is not signed in: they are asked to sign in first (AccountRequiredModal).',
        ],
        content: [
          'The titles and buttons the specification quotes stay word for word: Shopping Cart, Confirm Order.',
          'Money is a dollar amount with cents ($428.83); a shipping line that costs nothing says Free.',
          'A field error says what to enter, in the second person (Enter your city, Choose your country).',
        ],
      },
    }),
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onStepChange: fn(),
    items: cartItems,
    totalAmount: cartTotal,
    countries,
    transferMethods,
    salesTax: 0,
    onQuantityChange: fn(),
    onRemove: fn(),
    onCheckoutChange: fn(),
    onConfirmOrder: fn(),
    onContinueShopping: fn(),
  },
  render: (args) => <StatefulCartPanel {...args} />,
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // Nothing changed since the lines were added: no notice.
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    await expect(currentStep()).toHaveTextContent('Cart');
    await expectVisible(within(dialog).getByText('Free'));
    const total = within(dialog).getByText('Total', { selector: 'dt' }).parentElement as HTMLElement;
    await expect(total).toHaveTextContent('$428.83');
  },
};

export const QuantityButtons: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Floss Picks, Mint' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(12, 2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Interdental Brushes 0.6 mm' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(11, 1);
    // At quantity 1 the minus button removes the line instead.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Floss Picks, Mint' }));
    await expect(args.onRemove).toHaveBeenCalledWith(12);
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(2);
  },
};

export const EmptyCart: Story = {
  args: { items: [], totalAmount: 0 },
  play: async () => {
    await expectVisible(await screen.findByText('No Products added to Cart'));
    await expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LineError: Story = {
  args: { lineErrors: { 12: 'Only 2 of Floss Picks, Mint are in stock' } },
  play: async () => {
    const line = (await screen.findByText('Floss Picks, Mint')).closest('li') as HTMLElement;
    await expectVisible(within(line).getByText('Only 2 of Floss Picks, Mint are in stock'));
    await expect(line).toHaveAccessibleDescription('Only 2 of Floss Picks, Mint are in stock');
  },
};

/** The shop raised a price and sold a line down since the buyer added them: the cart says so on opening. */
export const ChangesSinceAdded: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: {
    onAcknowledgePrices: fn(),
    items: cartItems.map((item) =>
      item.id === 11
        ? { ...item, price: 13.75, previousPrice: 12.5, available: 40 }
        : item.id === 12
          ? { ...item, quantity: 3, available: 1 }
          : { ...item, available: 0 },
    ),
    totalAmount: 13.75 * 2 + 6.99 * 3 + 396.84,
  },
  play: async ({ args }) => {
    const notice = await screen.findByRole('region', { name: 'Your cart changed since you added these' });
    const changes = within(notice).getAllByRole('listitem');
    await expect(changes.map((li) => li.textContent)).toEqual([
      'Interdental Brushes 0.6 mm (Blue): now $13.75 each (was $12.50)',
      'Floss Picks, Mint: only 1 left (you have 3): lower the quantity to order',
      'Zirconia Crown (single unit): out of stock: remove it to order the rest',
    ]);
    await userEvent.click(within(notice).getByRole('button', { name: 'OK, Noted' }));
    await expect(args.onAcknowledgePrices).toHaveBeenCalledTimes(1);
  },
};

/** Stock that fell short, with no price change: nothing to acknowledge, the quantity is the fix. */
export const StockDropOnly: Story = {
  args: {
    onAcknowledgePrices: fn(),
    items: cartItems.map((item) => (item.id === 12 ? { ...item, quantity: 3, available: 2 } : item)),
  },
  play: async () => {
    const notice = await screen.findByRole('region', { name: 'Your cart changed since you added these' });
    await expect(notice).toHaveTextContent('Floss Picks, Mint: only 2 left (you have 3)');
    await expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { items: [], totalAmount: 0, loadError: 'We could not load your cart.', onRetry: fn() },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const StepperAdvances: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  name: 'Stepper advances with valid data',
  args: { checkoutValues: filledCheckout },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await expect(currentStep()).toHaveTextContent('Checkout');
    await expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(currentStep()).toHaveTextContent('Review');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('review');
    // Cart and Checkout are now marked as completed.
    await expect(screen.getByText('Cart', { selector: 'span' })).toHaveTextContent('Cart (completed)');
    await expectVisible(screen.getByText('120 Brickell Ave, Miami, Florida, United States'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await expect(args.onConfirmOrder).toHaveBeenCalledWith(filledCheckout);
  },
};

export const Checkout: Story = {
  args: { defaultStep: 'checkout', checkoutValues: filledCheckout, salesTax: 30.02 },
  play: async () => {
    // The shop's accounts and the exact amount, before the buyer names the account they pay from.
    const payTo = await screen.findByRole('region', { name: 'Pay by transfer' });
    await expect(payTo).toHaveTextContent('Send exactly $458.85 to one of these accounts');
    await expect(payTo).toHaveTextContent('Send topayments@interdentallab.com');
    const payFrom = screen.getByRole('group', { name: 'The account you will pay from' });
    await expect(payFrom).toHaveAccessibleDescription(
      'So we can match your transfer to this order when it arrives.',
    );
    await expect(within(payFrom).getByRole('textbox', { name: 'Name on the Account' })).toHaveValue(
      filledCheckout.paymentMethod.recipientName,
    );
  },
};

export const CheckoutByCard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultStep: 'checkout', checkoutValues: filledCheckout, cardAvailable: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    await expect(args.onCheckoutChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ paymentMethod: expect.objectContaining({ provider: 'card' }) }),
    );
    await expect(screen.getByText(/you go to Stripe's secure page to pay/)).toHaveTextContent('$428.83');
    // No paying account to describe for a card.
    await expect(
      screen.queryByRole('group', { name: 'The account you will pay from' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(currentStep()).toHaveTextContent('Review');
    await expectVisible(screen.getByText("Card, on Stripe's secure page"));
  },
};

export const CheckoutWithErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: {
    defaultStep: 'checkout',
    checkoutValues: {
      ...emptyCheckoutValues,
      buyer: { fullName: 'Maria Lopez', contactNumber: '12', email: 'maria@example' },
    },
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await expect(currentStep()).toHaveTextContent('Checkout');
    await expect(args.onStepChange).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, e.g. name@example.com');
    await expectVisible(screen.getByText('Enter a valid phone number, e.g. +1 305 555 0142'));
    await expectVisible(screen.getByText('Choose your country'));
    await expectVisible(screen.getByText('Enter the name on the account you will pay from'));
    // The first invalid field gets the focus.
    await expect(screen.getByRole('textbox', { name: 'Contact Number' })).toHaveFocus();
  },
};

/** A refused Next opens the folded transfer section when the field to fix is in it, and focuses it. */
export const CheckoutOpensPaymentToFix: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: {
    defaultStep: 'checkout',
    checkoutValues: {
      ...filledCheckout,
      paymentMethod: { ...filledCheckout.paymentMethod, recipientName: '' },
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manual transfer', expanded: true }));
    await expect(
      within(dialog).queryByRole('textbox', { name: /Name on the Account/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).not.toHaveBeenCalled();
    const name = await within(dialog).findByRole('textbox', { name: /Name on the Account/ });
    await expect(name).toHaveAccessibleDescription(/Enter the name on the account you will pay from/);
    await waitFor(() => expect(name).toHaveFocus());
  },
};

export const CountrySearch: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultStep: 'checkout' },
  play: async ({ args }) => {
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await userEvent.type(country, 'land');
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Ireland', 'Netherlands']);
    await userEvent.click(screen.getByRole('option', { name: 'Netherlands' }));
    await expect(country).toHaveValue('Netherlands');
    await expect(args.onCheckoutChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ shipping: expect.objectContaining({ country: 'Netherlands' }) }),
    );
  },
};

export const GoBackKeepsInput: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  name: 'Go Back returns to Cart and keeps the input',
  args: { defaultStep: 'checkout' },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Ana Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await expect(currentStep()).toHaveTextContent('Cart');
    await expectVisible(screen.getByText('Floss Picks, Mint'));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ana Ruiz');
  },
};

export const Review: Story = {
  args: { defaultStep: 'review', checkoutValues: filledCheckout, salesTax: 30.02 },
};

export const ReviewBusy: Story = {
  args: { defaultStep: 'review', checkoutValues: filledCheckout, isPlacingOrder: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
  },
};

export const ReviewError: Story = {
  args: {
    defaultStep: 'review',
    checkoutValues: filledCheckout,
    orderError: 'Only 2 of Floss Picks, Mint are in stock. Lower the quantity in your cart and try again.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 2 of Floss Picks, Mint are in stock',
    );
    // The form is kept: the buyer's details are still there to confirm again.
    await expectVisible(screen.getByText('120 Brickell Ave, Miami, Florida, United States'));
    await expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  },
};

export const Completion: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultStep: 'completion', orderId: 1024, orderTotal: 458.85 },
  play: async ({ args }) => {
    await expectVisible(await screen.findByText('Your Order Has Been Successfully Placed!'));
    await expectVisible(screen.getByText('Order number: #1024'));
    await expect(screen.getByRole('region', { name: 'Pay by transfer' })).toHaveTextContent(
      'Send exactly $458.85 to one of these accounts and quote Order #1024 with the transfer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await expect(args.onContinueShopping).toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <p>The page behind the cart panel.</p>
      <StatefulCartPanel {...args} />
    </>
  ),
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnOutsideClick: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <p>The page behind the cart panel.</p>
      <StatefulCartPanel {...args} />
    </>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // The dimmed overlay around the drawer counts as outside.
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 20, clientY: 20 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const longTextCart = {
  items: [cartItemLongText, ...cartItems],
  totalAmount: cartTotal + cartItemLongText.price * cartItemLongText.quantity,
};

/** A long product name and option wrap beside the picture; the stepper and the price stay whole. */
export const LongText: Story = {
  args: longTextCart,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await expectVisible(within(dialog).getByText(cartItemLongText.productName));
  },
};

/** Review with a long product, name, e-mail and street: each wraps beside its label, prices stay whole. */
export const LongTextReview: Story = {
  args: { ...longTextCart, defaultStep: 'review', checkoutValues: filledCheckoutLongText, salesTax: 1080.01 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // The buyer's e-mail, and the same address as the transfer account's contact.
    const emails = within(dialog).getAllByText(filledCheckoutLongText.buyer.email);
    await expect(emails).toHaveLength(2);
    for (const email of emails) await expectVisible(email);
  },
};
