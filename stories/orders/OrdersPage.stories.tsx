import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderList } from '@idl/design-system';
import { orders } from '../../packages/design-system/src/fragments/orders/OrderList/OrderList.fixtures';
import { PageShell } from './PageShell';

/** The customer's orders page (/orders). */
function OrdersPage() {
  return (
    <PageShell>
      <OrderList orders={orders} orderHref={(orderId) => `/order-info?orderId=${orderId}`} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipped' }));
    await expect(within(canvas.getByRole('tabpanel')).getByText('Emax Veneer Kit')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
