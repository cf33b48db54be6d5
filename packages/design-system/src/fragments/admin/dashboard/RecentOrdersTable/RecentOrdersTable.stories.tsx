import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDashboard } from '../dashboard.fixtures';
import { RecentOrdersTable } from './RecentOrdersTable';

const meta = {
  title: 'Admin/Dashboard/RecentOrdersTable',
  component: RecentOrdersTable,
  args: { orders: sampleDashboard.recentOrders, onOrderOpen: fn() },
} satisfies Meta<typeof RecentOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    const row = canvas.getByRole('row', { name: /#1041/ });
    await expect(row).toHaveTextContent('Dr. James WhitakerShippedMar 13, 2026$948.002');
    await userEvent.click(row);
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
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
