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
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  argTypes: { ...fixtureData('timeline'), ...textProps('cancelledAt') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The order’s status line: Order Placed, In Progress, Shipped and Delivered with the time each was reached. Done steps are ticked, the first step not done is current, the rest pending; a cancelled order gets a red Cancelled step after the last one reached. OrderDetail shows it in its Track Order tab.',
        do: [
          'Pass the `timeline` entries as the API sends them, with the order’s `orderStatus`.',
          'Pass `cancelledAt` for a cancelled order so its Cancelled step shows when it happened.',
          'Give it its own `aria-label` if a page shows more than one; it is Order status by default.',
        ],
        dont: [
          'Don’t mark the current step yourself: it follows from the `done` flags.',
          'Don’t use it for the cart’s Cart, Checkout, Review and Completion steps: those are CartPanel’s own.',
        ],
        content: [
          'Step names are the spec’s, word for word: Order Placed, In Progress, Shipped, Delivered; a cancelled order adds Cancelled.',
          'Times carry the date and their zone: Mar 14, 2026, 6:00 AM EDT. A step not reached shows no time.',
          'Screen readers hear each step’s state after its name (done, current step, pending).',
        ],
      },
    }),
  },
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
