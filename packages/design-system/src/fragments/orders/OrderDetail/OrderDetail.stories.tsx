import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetail } from './OrderDetail';
import { cancelledOrder, completedOrder, pendingOrder, shippedOrder } from './OrderDetail.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  argTypes: { ...fixtureData('order') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A customer’s order at /order-info: Order #N with its status and date, then two tabs. Order Detail lists the products (Leave Review on a completed order, View Review once reviewed), the Summary and the Shipping Detail; Track Order shows the Order Status line and the Delivery Detail.',
        do: [
          'Pass the order as the API’s order detail sends it: the totals, tax and shipping are shown, never worked out.',
          'Open RatingDialog from `onLeaveReview` (to write) and `onViewReview` (to read), as the app does.',
          'For a card order awaiting payment pass `onPayNow` and `isStartingPayment`; after Stripe, `paymentNotice` says the page is waiting for confirmation.',
        ],
        dont: [
          'Don’t use it on the admin order page: that is AdminOrderDetail, with the status changes.',
          'Don’t offer Try Again for an order that does not exist or is someone else’s: the app shows the not-found page for those.',
          'Don’t add your own payment instructions: a Pending order paid by transfer shows TransferDetails, an unpaid card order Pay Now by Card.',
        ],
        content: [
          'Tabs and labels follow the specification’s order page: Order Detail, Track Order, Product Subtotal, Sale tax, Grand Total, Shipping Detail, Delivery Detail, Expected Delivery Date, Tracking Id.',
          'Money has cents; shipping that costs nothing reads Free.',
          'A value not known yet says so: Not scheduled yet, Not assigned yet. An error is a sentence: This order could not be found.',
        ],
      },
    }),
  },
  args: { order: pendingOrder, onTabChange: fn(), onLeaveReview: fn(), onViewReview: fn(), onRetry: fn() },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order #1031' })).toBeVisible();
    const summary = canvas.getByRole('heading', { name: 'Summary' }).parentElement as HTMLElement;
    await expect(summary).toHaveTextContent('Product Subtotal$428.83');
    await expect(summary).toHaveTextContent('Sale tax$30.02');
    await expect(summary).toHaveTextContent('Payment MethodManual transfer');
    await expect(summary).toHaveTextContent('Grand Total$458.85');
    await expect(summary).toHaveTextContent('120 Brickell Ave, Miami, Florida, United States');
    // Until the payment is confirmed, the page repeats where to send it.
    await expect(canvas.getByRole('region', { name: 'Pay by transfer' })).toHaveTextContent(
      'Send exactly $458.85 to one of these accounts and quote Order #1031 with the transfer.',
    );
    // Not delivered yet: nothing to review.
    await expect(canvas.queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  args: { order: { ...pendingOrder, orderStatus: 'In Progress' } },
  play: async ({ canvas }) => {
    // Paid: nothing more to send.
    await expect(canvas.queryByRole('region', { name: 'Pay by transfer' })).not.toBeInTheDocument();
  },
};

const cardOrder = {
  ...pendingOrder,
  paymentMethod: { providerName: 'Card', provider: 'card' },
  payment: { state: 'awaiting_payment' as const, paidAt: null, refundedAt: null, refundedAmount: null },
};

export const CardAwaitingPayment: Story = {
  args: { order: cardOrder, onPayNow: fn() },
  play: async ({ args, canvas }) => {
    const summary = canvas.getByRole('heading', { name: 'Summary' }).parentElement as HTMLElement;
    await expect(summary).toHaveTextContent('PaymentAwaiting payment');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now by Card' }));
    await expect(args.onPayNow).toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Pay by transfer' })).not.toBeInTheDocument();
  },
};

export const CardConfirming: Story = {
  args: {
    order: cardOrder,
    onPayNow: fn(),
    paymentNotice:
      'Thank you! We are waiting for Stripe to confirm your payment; this page updates by itself.',
  },
};

export const CardPaid: Story = {
  args: {
    order: {
      ...cardOrder,
      orderStatus: 'In Progress',
      payment: { state: 'paid', paidAt: '2026-03-14T10:05:00Z', refundedAt: null, refundedAmount: null },
    },
    onPayNow: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid on Mar 14, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay Now by Card' })).not.toBeInTheDocument();
  },
};

export const CardRefunded: Story = {
  args: {
    order: {
      ...cancelledOrder,
      paymentMethod: { providerName: 'Card', provider: 'card' },
      payment: {
        state: 'refunded',
        paidAt: '2026-03-14T10:05:00Z',
        refundedAt: '2026-03-16T09:00:00Z',
        refundedAmount: 458.85,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refunded $458.85 on Mar 16, 2026')).toBeVisible();
  },
};

export const TrackOrder: Story = {
  args: { order: shippedOrder },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Track Order' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('track');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('Expected Delivery DateMar 19, 2026');
    await expect(panel).toHaveTextContent('Tracking IdUPS-1Z999AA10123456784');
    const steps = within(panel).getAllByRole('listitem');
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const Shipped: Story = { args: { order: shippedOrder } };

export const ShippedTracking: Story = { args: { order: shippedOrder, defaultTab: 'track' } };

export const Completed: Story = {
  args: { order: completedOrder },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Leave Review for Interdental Brushes 0.6 mm' }),
    );
    await expect(args.onLeaveReview).toHaveBeenCalledWith(expect.objectContaining({ productId: 101 }));
    await userEvent.click(canvas.getByRole('button', { name: 'View Review of Floss Picks, Mint' }));
    await expect(args.onViewReview).toHaveBeenCalledWith(expect.objectContaining({ productId: 102 }));
  },
};

export const CompletedTracking: Story = { args: { order: completedOrder, defaultTab: 'track' } };

export const Cancelled: Story = { args: { order: cancelledOrder } };

export const CancelledTracking: Story = {
  args: { order: cancelledOrder, defaultTab: 'track' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText('Cancelled')).toBeVisible();
    await expect(panel).toHaveTextContent('Cancelled, order cancelledMar 15, 2026, 4:30 AM EDT');
    await expect(panel).toHaveTextContent('Tracking IdNot assigned yet');
  },
};

export const Loading: Story = { args: { order: undefined, isLoading: true } };

export const Error: Story = {
  args: { order: undefined, error: 'This order could not be loaded.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { order: completedOrder },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
