import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminLayout, AdminOrderDetail, type AdminOrderDetailTab } from '@idl/design-system';
import { adminOrderByStatus } from '../../packages/design-system/src/fragments/admin/orders/adminOrders.fixtures';
import { adminFrame, desktop, tablet } from './adminPage.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /admin/orders/{orderId}: one order inside the admin frame (header 'Order' over '#1042'). */
function AdminOrderDetailPage({ tab }: { tab: AdminOrderDetailTab }) {
  return (
    <AdminLayout {...adminFrame('orders', { title: 'Order', subTitle: '1042' })}>
      <AdminOrderDetail
        showHeading={false}
        order={adminOrderByStatus['In Progress']}
        orderId={1042}
        defaultTab={tab}
        onStatusChange={fn()}
      />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Order Detail',
  component: AdminOrderDetailPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/orders/:orderId',
      about:
        'Administrators open one order here from the orders list or the dashboard: the header shows ‘Order’ over its number, and the page gives its status, the day it was placed and the buttons that move it on (Mark as Shipped and Cancel Order for this In Progress order). Order Detail lists the products and the summary; Track Order shows the delivery detail and the status line. The stories show both tabs on a desktop and on a tablet.',
    }),
  },
  args: { tab: 'detail' },
} satisfies Meta<typeof AdminOrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /#1042/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as Shipped' })).toBeVisible();
  },
};

export const DesktopTrackOrder: Story = {
  globals: desktop,
  args: { tab: 'track' },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Track Order' })).toBeVisible();
  },
};

export const TabletTrackOrder: Story = {
  globals: tablet,
  args: { tab: 'track' },
};
