import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyDashboard, sampleDashboard } from '../dashboard.fixtures';
import { AdminDashboard } from './AdminDashboard';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/Dashboard/AdminDashboard',
  component: AdminDashboard,
  argTypes: { ...fixtureData('data') },
  args: { data: sampleDashboard, onRangeChange: fn(), onOrderOpen: fn(), onRetry: fn() },
  parameters: {
    layout: 'padded',
    ...docsPage({
      usage: {
        use: 'The admin dashboard at /admin/dashboard: Total Sales and Total Revenue cards, the Sale Summary chart with its range selector, best sellers and out-of-stock products, and the recent orders. It lays out one answer of the dashboard API (`data`).',
        do: [
          'Keep `range` in the container and load the figures again on `onRangeChange`; the app starts on week.',
          'Leave `data` out or set `isLoading` while loading: every block shows placeholders.',
          'Pass `viewAllOrdersHref`, `onOrderOpen` and `getProductHref` so links and rows lead to /admin/orders, /admin/orders/{id} and /admin/products/{id}.',
          'On a load error pass `error` and `onRetry`: the message and Try Again take the place of the blocks.',
        ],
        dont: [
          'Don’t work out sales or revenue in the browser: pass the periods the API sent; the cards only compare them.',
          'Don’t look for backups and failed e-mails here: the app places DashboardOperationsPanel under the dashboard.',
        ],
        content: [
          'Block titles are fixed: Total Sales, Total Revenue, Sale Summary, Best Selling Products, Out Of Stock, Recent Orders, View All Orders.',
          'Money is dollars with cents ($10,582.05); a period reads Mar 8, 2026 – Mar 14, 2026.',
          'The error says what failed and what to do, e.g. The dashboard could not be loaded. Check your connection and try again.',
          'Empty blocks say No sales in this period yet. and No orders yet.',
        ],
      },
    }),
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sale Summary' })).toBeVisible();
    await canvas.findAllByRole('img', { name: /revenue/ });
    await expect(canvas.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  },
};

/** The Out Of Stock tab lists the products that ran out. */
export const OutOfStockTab: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /revenue/ });
    await userEvent.click(canvas.getByRole('tab', { name: 'Out Of Stock' }));
    await expect(canvas.getByRole('link', { name: 'Tongue Cleaner Stainless' })).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: emptyDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.getAllByText('No sales in this period yet.')).toHaveLength(2);
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'The dashboard could not be loaded. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /revenue/ });
  },
};
