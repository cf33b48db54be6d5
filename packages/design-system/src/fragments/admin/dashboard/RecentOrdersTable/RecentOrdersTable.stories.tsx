import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDashboard } from '../dashboard.fixtures';
import { RecentOrdersTable } from './RecentOrdersTable';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/Dashboard/RecentOrdersTable',
  component: RecentOrdersTable,
  argTypes: { ...fixtureData('orders') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The dashboard’s Recent Orders: the latest orders in a table with a View All Orders link. AdminDashboard places it at the bottom.',
        do: [
          'Pass `onOrderOpen` so a row opens on click or Enter; the app goes to /admin/orders/{orderId}.',
          'Point `viewAllHref` at the orders list (/admin/orders by default).',
          'Pass the orders newest first, totals in dollars; with a load error pass `error` and `onRetry` for Try Again.',
        ],
        dont: ['Don’t use it as the orders list: it has no search, tabs or pages; that is AdminOrderList.'],
        content: [
          'Columns are the specification’s: Order ID (shown as #1042), Buyer Name, Status, Date, Total, Items.',
          'Statuses read as the API names them: Pending, In Progress, Shipped, Completed, Cancelled.',
          'Dates read Mar 14, 2026; totals are dollars with cents ($948.00).',
          'With no orders it says No orders yet.',
        ],
      },
    }),
  },
  args: { orders: sampleDashboard.recentOrders, onOrderOpen: fn() },
} satisfies Meta<typeof RecentOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    const row = canvas.getByRole('row', { name: /#1041/ });
    await expect(row).toHaveTextContent('Dr. James WhitakerShippedMar 13, 2026$948.002');
  },
};

export const OpenOrderFromRow: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('row', { name: /#1041/ }));
    await expect(args.onOrderOpen).toHaveBeenCalledWith(1041);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const ErrorWithRetry: Story = {
  args: { error: 'Recent orders could not be loaded.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
