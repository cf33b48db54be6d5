import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTimeline } from './OrderTimeline';
import {
  cancelledAt,
  deliveredTimeline,
  inProgressTimeline,
  placedTimeline,
  shippedTimeline,
} from './OrderTimeline.fixtures';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  args: { timeline: inProgressTimeline, orderStatus: 'In Progress' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Order status' })).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvas }) => {
    const [placed, progress, shipped, delivered] = items(canvas);
    await expect(placed).toHaveTextContent('Order Placed, doneMar 14, 2026, 6:00 AM EDT');
    await expect(progress).toHaveTextContent('In Progress, doneMar 15, 2026, 5:30 AM EDT');
    await expect(shipped).toHaveAttribute('aria-current', 'step');
    await expect(delivered).toHaveTextContent('Delivered, pending');
  },
};

export const Placed: Story = {
  args: { timeline: placedTimeline, orderStatus: 'Pending' },
  play: async ({ canvas }) => {
    await expect(items(canvas)[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Shipped: Story = { args: { timeline: shippedTimeline, orderStatus: 'Shipped' } };

export const Delivered: Story = {
  args: { timeline: deliveredTimeline, orderStatus: 'Completed' },
  play: async ({ canvas }) => {
    const rows = items(canvas);
    await expect(rows.every((row) => row.getAttribute('aria-current') === null)).toBe(true);
    await expect(rows[3]).toHaveTextContent('Delivered, doneMar 19, 2026, 7:45 AM EDT');
  },
};

export const Cancelled: Story = {
  args: { timeline: placedTimeline, orderStatus: 'Cancelled', cancelledAt },
  play: async ({ canvas }) => {
    const rows = items(canvas);
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Cancelled, order cancelledMar 15, 2026, 4:30 AM EDT');
    await expect(rows[2]).toHaveTextContent('In Progress, not reached, order cancelled');
    await expect(rows.some((row) => row.getAttribute('aria-current') === 'step')).toBe(false);
  },
};
