import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderList } from './OrderList';
import { orderLongText, orders } from './OrderList.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Orders/OrderList',
  component: OrderList,
  argTypes: { ...fixtureData('orders') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The customer’s orders at /orders under the heading My Orders, in the tabs Active (Pending and In Progress), Shipped, Completed and Cancelled. Each order is a card: date, status, first product (a link to the order), how many others, and the total.',
        do: [
          'Pass all the customer’s orders in one list: each tab picks the states it shows.',
          'Keep the open tab in the address with `selectedTab` and `onTabChange`, as the app does (?tab=cancelled), so Back keeps it.',
          'Link each card to its order page (`orderHref`, /order-info?orderId=N); pass `onPayNow` so an unpaid card order offers Pay Now.',
        ],
        dont: [
          'Don’t use it for the admin’s list of all orders: that is AdminOrderList.',
          'Don’t filter the orders per tab before passing them: the list does it with the contract’s `myOrdersTabStatuses`.',
        ],
        content: [
          'Tab names keep the spec’s Active, Shipped and Completed, with Cancelled after them; the heading matches the menu item My Orders.',
          'The count of other products agrees in number: and 1 other product, and 2 other products.',
          'An empty tab is a sentence naming it: You have no shipped orders yet.',
        ],
      },
    }),
  },
  args: {
    orders,
    orderHref: (orderId: number) => `/order-info?orderId=${orderId}`,
    onTabChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('Mar 14, 2026');
    await expect(cards[0]).toHaveTextContent('and 2 other products');
    await expect(cards[0]).toHaveTextContent('$428.83');
    await expect(
      canvas.getByRole('link', { name: /^Interdental Brushes 0.6 mm ?, order #1031$/ }),
    ).toHaveAttribute('href', '/order-info?orderId=1031');
    await expect(cards[1]).toHaveTextContent('and 1 other product');
    await expect(cards[2]).not.toHaveTextContent('other product');
  },
};

export const TabsSwitch: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipped' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('shipped');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await expect(panel).toHaveTextContent('Emax Veneer Kit');
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orthodontic Wax Strips');
  },
};

export const UnpaidCardOrder: Story = {
  args: {
    orders: orders.map((order, index) =>
      index === 0 ? { ...order, paymentProvider: 'card', paymentState: 'awaiting_payment' as const } : order,
    ),
    onPayNow: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now by Card, order #1031' }));
    await expect(args.onPayNow).toHaveBeenCalledWith(1031);
    // Only the unpaid card order offers it.
    await expect(canvas.getAllByRole('button', { name: /Pay Now/ })).toHaveLength(1);
  },
};

export const Shipped: Story = { args: { defaultTab: 'shipped' } };

export const Completed: Story = { args: { defaultTab: 'completed' } };

/** A cancelled order keeps a place the customer finds: its own tab. */
export const Cancelled: Story = {
  args: { defaultTab: 'cancelled' },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(cards[0]).toHaveTextContent('Night Guard Case');
    await expect(cards[0]).toHaveTextContent('Cancelled');
    await expect(canvas.getByRole('link', { name: /Night Guard Case/ })).toHaveAttribute(
      'href',
      '/order-info?orderId=1009',
    );
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no active orders yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(canvas.getByText('You have no completed orders yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Error: Story = {
  args: { error: 'Your orders could not be loaded. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your orders could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const longTextArgs = { orders: [orderLongText, ...orders] };

/** A long first product name wraps beside the picture; the date, status and total stay whole. */
export const LongText: Story = {
  args: longTextArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Extra-Soft Tapered/ })).toBeVisible();
  },
};

export const PhoneLongText: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
