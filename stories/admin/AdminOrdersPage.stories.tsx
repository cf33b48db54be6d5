import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout, AdminOrderList } from '@idl/design-system';
import { adminOrderRows } from '../../packages/design-system/src/fragments/admin/orders/adminOrders.fixtures';
import { adminFrame, desktop, tablet } from './adminPage.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /admin/orders: the orders list inside the admin frame. */
function AdminOrdersPage() {
  return (
    <AdminLayout {...adminFrame('orders', { title: 'Orders' })}>
      <AdminOrderList
        showHeading={false}
        orders={adminOrderRows.slice(0, 6)}
        tab="All"
        onTabChange={fn()}
        search=""
        onSearchChange={fn()}
        filterField="buyer"
        onFilterFieldChange={fn()}
        onOpenOrder={fn()}
        sort={{ column: 'orderId', direction: 'descending' }}
        onSortChange={fn()}
        page={1}
        pageCount={3}
        onPageChange={fn()}
      />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Orders',
  component: AdminOrdersPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/orders',
      about:
        'Administrators find every customer’s orders here: status tabs (All, Pending, In Progress, Shipped, Completed, Cancelled), a search box with the field it searches, a sortable table and pages; a row opens the order. The stories show a page of sample orders on a desktop and on a tablet, where the side menu sits behind the Menu button.',
    }),
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Menu' }));
    await expectVisible(canvas.getByRole('grid', { name: 'Orders' }));
  },
};
