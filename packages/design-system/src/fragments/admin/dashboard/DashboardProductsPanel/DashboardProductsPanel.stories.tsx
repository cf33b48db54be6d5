import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDashboard } from '../dashboard.fixtures';
import { DashboardProductsPanel } from './DashboardProductsPanel';

const meta = {
  title: 'Admin/Dashboard/DashboardProductsPanel',
  component: DashboardProductsPanel,
  args: {
    bestSellers: sampleDashboard.bestSellers,
    outOfStock: sampleDashboard.outOfStock,
    onTabChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardProductsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Best Selling Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('grid', { name: 'Best Selling Products' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Zirconia Crown' })).toBeVisible();
  },
};

export const OutOfStock: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Out Of Stock' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('out');
    await expect(canvas.getByRole('link', { name: 'Tongue Cleaner Stainless' })).toHaveAttribute(
      'href',
      '/admin/products/18',
    );
  },
};

export const OutOfStockEmpty: Story = {
  args: { outOfStock: [], defaultTab: 'out' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All products are in stock.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { bestSellers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sales in this period yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };
