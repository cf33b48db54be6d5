import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen } from 'storybook/test';
import { CartPanel, OrderList, emptyCheckoutValues, type CartStep } from '@idl/design-system';
import {
  cartItems,
  cartTotal,
  countries,
} from '../../packages/design-system/src/fragments/cart/CartPanel/CartPanel.fixtures';
import { orders } from '../../packages/design-system/src/fragments/orders/OrderList/OrderList.fixtures';
import { PageShell } from './PageShell';

/** The orders page with the cart side panel opened over it, as after pressing the header's cart icon. */
function CartOverPage({ step }: { step: CartStep }) {
  const [isOpen, setOpen] = useState(true);
  const [values, setValues] = useState(emptyCheckoutValues);
  return (
    <>
      <PageShell>
        <OrderList orders={orders} orderHref={(orderId) => `/order-info?orderId=${orderId}`} />
      </PageShell>
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
  parameters: { layout: 'fullscreen' },
  args: { step: 'cart' },
} satisfies Meta<typeof CartOverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const CheckoutDesktop: Story = {
  args: { step: 'checkout' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const CheckoutPhone: Story = {
  args: { step: 'checkout' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
