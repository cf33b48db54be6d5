import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderList } from '@idl/design-system';
import { orders } from '../../packages/design-system/src/fragments/orders/OrderList/OrderList.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The customer's orders page (/orders). */
function OrdersPage() {
  return (
    <CustomerPageFrame>
      <OrderList orders={orders} orderHref={(orderId) => `/order-info?orderId=${orderId}`} />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/orders',
      about:
        'Signed-in customers follow their orders here: My Orders with the tabs Active, Shipped, Completed and Cancelled, each card opening the order’s page. The stories show sample orders on a desktop, where the Shipped tab is opened, and on a phone.',
    }),
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipped' }));
    await expect(within(canvas.getByRole('tabpanel')).getByText('Emax Veneer Kit')).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
