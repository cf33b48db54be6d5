import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screen } from 'storybook/test';
import { CartPanel, OrderList, emptyCheckoutValues, type CartStep } from '@idl/design-system';
import {
  cartItems,
  cartTotal,
  countries,
} from '../../packages/design-system/src/fragments/cart/CartPanel/CartPanel.fixtures';
import { orders } from '../../packages/design-system/src/fragments/orders/OrderList/OrderList.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The orders page with the cart side panel opened over it, as after pressing the header's cart icon. */
function CartOverPage({ step }: { step: CartStep }) {
  const [isOpen, setOpen] = useState(true);
  const [values, setValues] = useState(emptyCheckoutValues);
  return (
    <>
      <CustomerPageFrame>
        <OrderList orders={orders} orderHref={(orderId) => `/order-info?orderId=${orderId}`} />
      </CustomerPageFrame>
      <CartPanel
        isOpen={isOpen}
        onOpenChange={setOpen}
        defaultStep={step}
        items={cartItems}
        totalAmount={cartTotal}
        countries={countries}
        checkoutValues={values}
        onCheckoutChange={setValues}
      />
    </>
  );
}

const meta = {
  title: 'Pages/Cart Panel',
  component: CartOverPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/shop?cart=open',
      about:
        'The Shopping Cart side panel, which a signed-in customer opens over any shop page with the header’s cart icon (/shop?cart=open opens it over the shop), with the steps Cart, Checkout, Review and Completion. The stories show it over My Orders: the Cart step with its items and the Checkout step (buyer’s details, shipping and payment method), each on a desktop and on a phone.',
      ownFrame: 900,
    }),
  },
  args: { step: 'cart' },
} satisfies Meta<typeof CartOverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
  },
};

export const Phone: Story = { globals: phone };

export const CheckoutDesktop: Story = {
  args: { step: 'checkout' },
  globals: desktop,
};

export const CheckoutPhone: Story = {
  args: { step: 'checkout' },
  globals: phone,
};
