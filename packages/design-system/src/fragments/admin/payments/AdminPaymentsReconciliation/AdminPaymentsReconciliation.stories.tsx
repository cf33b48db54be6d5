import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminPaymentsReconciliation, type ReconciliationReport } from './AdminPaymentsReconciliation';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const none = { cardOrders: 0, transferOrders: 0, warrantyDues: 0, moneyIn: 0, refunds: 0, net: 0 };
const report: ReconciliationReport = {
  days: [
    { day: '2026-03-01', ...none },
    {
      day: '2026-03-02',
      cardOrders: 40,
      transferOrders: 25,
      warrantyDues: 99,
      moneyIn: 164,
      refunds: 0,
      net: 164,
    },
    {
      day: '2026-03-03',
      cardOrders: 73.99,
      transferOrders: 0,
      warrantyDues: 15,
      moneyIn: 88.99,
      refunds: 40,
      net: 48.99,
    },
  ],
  totals: {
    cardOrders: 113.99,
    transferOrders: 25,
    warrantyDues: 114,
    moneyIn: 252.99,
    refunds: 40,
    net: 212.99,
  },
  check: {
    ordersPaid: 138.99,
    ordersRefunded: 40,
    duesPaid: 114,
    duesRefunded: 0,
    expectedNet: 212.99,
    matches: true,
  },
};

const meta = {
  title: 'Admin/Payments/AdminPaymentsReconciliation',
  component: AdminPaymentsReconciliation,
  argTypes: { ...fixtureData('report') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Admin Payments at /admin/payments: money in by day for a range (card orders paid, transfers confirmed, warranty dues recorded paid), refunds and the net, the range’s totals, and whether they match the orders’ and dues’ own sums.',
        do: [
          'Keep the range in the address (?from=…&to=…), as the app does; it opens on the last 30 days.',
          'Check the range with the API after Show and pass its refusal as `error`, e.g. At most 92 days at a time.',
          'Pass `onRetry` with a load error: the table offers Try Again.',
        ],
        dont: [
          'Don’t work out the check in the browser: `check` and `matches` come from the server, which counts the orders and dues directly.',
          'Don’t use it to confirm one order’s payment: that is Confirm Payment on the order’s page (AdminOrderDetail).',
        ],
        content: [
          'Fixed texts: Payments, From, To, Show; columns Day, Card Orders, Transfers, Warranty Dues, Refunds, Net; totals add Money In.',
          'The intro says the days are UTC: Money in and out by day (UTC), for at most 92 days at a time.',
          'The check reads The totals match the orders and dues. or The totals do not match., then the sum written out in dollars.',
          'Days read Mar 3, 2026; the range fields take YYYY-MM-DD, their placeholder.',
        ],
      },
    }),
  },
  args: { from: '2026-03-01', to: '2026-03-03', report, onRangeChange: fn() },
} satisfies Meta<typeof AdminPaymentsReconciliation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Payments by day' });
    const day = within(table).getByRole('row', { name: /Mar 3, 2026/ });
    await expect(day).toHaveTextContent('$73.99');
    await expect(day).toHaveTextContent('$48.99');
    await expect(canvas.getByRole('status')).toHaveTextContent('The totals match the orders and dues.');
    await expect(canvas.getByLabelText('Totals')).toHaveTextContent('$212.99');
  },
};

export const ChangeRange: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-03-03' });
  },
};

export const Mismatch: Story = {
  args: {
    report: {
      ...report,
      check: { ...report.check, ordersPaid: 178.99, expectedNet: 252.99, matches: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The totals do not match.Orders paid $178.99 − refunds $40.00 + dues paid $114.00 = $252.99; the days add up to $212.99.',
    );
  },
};

/** A due paid by card on Mar 2 and refunded on Mar 3: its money in on one day, the refund on the other. */
export const DueRefunded: Story = {
  args: {
    report: {
      days: [
        { day: '2026-03-01', ...none },
        { day: '2026-03-02', ...none, warrantyDues: 99, moneyIn: 99, net: 99 },
        { day: '2026-03-03', ...none, refunds: 99, net: -99 },
      ],
      totals: { ...none, warrantyDues: 99, moneyIn: 99, refunds: 99, net: 0 },
      check: {
        ordersPaid: 0,
        ordersRefunded: 0,
        duesPaid: 99,
        duesRefunded: 99,
        expectedNet: 0,
        matches: true,
      },
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Payments by day' });
    await expect(within(table).getByRole('row', { name: /Mar 3, 2026/ })).toHaveTextContent('$99.00');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The totals match the orders and dues.Orders paid $0.00 − refunds $0.00 + dues paid $99.00 − dues refunded $99.00 = $0.00.',
    );
  },
};

export const Loading: Story = { args: { report: undefined, isLoading: true } };

export const LoadError: Story = {
  args: { report: undefined, error: 'At most 92 days at a time', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At most 92 days at a time')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
