import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDashboard } from '../dashboard.fixtures';
import { DashboardProductsPanel } from './DashboardProductsPanel';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/Dashboard/DashboardProductsPanel',
  component: DashboardProductsPanel,
  argTypes: { ...fixtureData('bestSellers', 'outOfStock') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The dashboard’s side panel with two tabs: Best Selling Products (a table of Name, Price, Units Sold, Amount) and Out Of Stock (each product’s name, linked to its admin page, with its SKU). AdminDashboard places it beside Sale Summary.',
        do: [
          'Pass the best sellers best first, with money in dollars as the API sends it.',
          'Give `getProductHref` when product pages live elsewhere; it defaults to /admin/products/{productId}.',
          'Open on the second tab with `defaultTab="out"`; `onTabChange` tells which tab the admin picked.',
        ],
        dont: [
          'Don’t use it as a stock list: it shows only products with no stock left; low stock is found in the Products list’s Filter.',
          'Don’t pass cents: price and amount are dollars, written here as $1,923.86.',
        ],
        content: [
          'Tab names are the specification’s: Best Selling Products, Out Of Stock.',
          'Column headers are Title Case: Name, Price, Units Sold, Amount.',
          'Empty tabs say No sales in this period yet. and All products are in stock.',
        ],
      },
    }),
  },
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
