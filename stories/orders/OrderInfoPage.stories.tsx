import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OrderDetail, type OrderDetailProps } from '@idl/design-system';
import {
  completedOrder,
  shippedOrder,
} from '../../packages/design-system/src/fragments/orders/OrderDetail/OrderDetail.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';
import { fixtureData } from '../../packages/design-system/src/components/storybook/controls';

/** The customer's order page (/order-info). */
function OrderInfoPage(props: OrderDetailProps) {
  return (
    <CustomerPageFrame>
      <OrderDetail {...props} />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Order Info',
  component: OrderInfoPage,
  argTypes: { ...fixtureData('order') },
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/order-info?orderId=:orderId',
      about:
        'Signed-in customers open one of their orders here from My Orders or an e-mail. Order Detail lists the products (with Leave Review or View Review once the order is completed) and the summary; Track Order shows the delivery detail and the status line. The stories show a completed order on Order Detail and a shipped order on Track Order, each on a desktop and on a phone.',
    }),
  },
  args: { order: completedOrder },
} satisfies Meta<typeof OrderInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #1031' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Track Order' }));
    await expect(canvas.getByRole('list', { name: 'Order status' })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };

export const TrackOrderDesktop: Story = {
  args: { order: shippedOrder, defaultTab: 'track' },
  globals: desktop,
};

export const TrackOrderPhone: Story = {
  args: { order: shippedOrder, defaultTab: 'track' },
  globals: phone,
};
