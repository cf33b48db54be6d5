import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminOrderByStatus, adminOrderLongText } from '../adminOrders.fixtures';
import { AdminOrderDetail, adminOrderDetailTabs, type AdminOrderDetailProps } from './AdminOrderDetail';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Does what the container and API do: a confirmed move moves the order on. */
function Stateful(props: AdminOrderDetailProps) {
  const [order, setOrder] = useState(props.order);
  return (
    <AdminOrderDetail
      {...props}
      order={order}
      onStatusChange={(change) => {
        props.onStatusChange(change);
        setOrder(adminOrderByStatus[change.status]);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Orders/AdminOrderDetail',
  parameters: {
    ...docsPage({
      ownFrame: 900,
      usage: {
        use: 'The admin’s view of one order at /admin/orders/{orderId}: status and date, the buttons for the status moves allowed now, and two tabs: Order Detail (products, totals, payment, shipping) and Track Order (delivery detail and the four-step status line).',
        do: [
          'Pass `onStatusChange` and move the order there: every move asks first in a dialog, and Mark as Shipped asks for the tracking id.',
          'Set `pendingStatus` while a move is saved (its button is busy, the others are disabled) and `statusError` if it fails.',
          'Say the result in a toast, as the app does: Order #1042 is now Shipped.',
          'Set `showHeading={false}` inside AdminLayout: its header shows Order above #1042.',
        ],
        dont: [
          'Don’t add status buttons around it, or work out the moves yourself: it shows one button for each status in the order’s `nextStatuses`, the moves the server accepts now (an unpaid card order can only be cancelled).',
          'Don’t use `defaultDialog`, `shipDialogValidated` or `shipExampleDate` in the app: they fix previews; the example date is a week from today.',
        ],
        content: [
          'Tabs and labels keep the specification’s words: Order Detail, Track Order, Product Subtotal, Sale tax, Grand Total, Shipping Detail, Delivery Detail, Tracking Id.',
          'The tracking steps are fixed: Order Placed, In Progress, Shipped, Delivered; each shows its time (Miami time), Pending, or Cancelled on a cancelled order.',
          'Each dialog names the order: Confirm Payment of Order #1042?, Cancel Order #1042? (with Keep Order to back out).',
          'Ship dialog errors say what to enter: Enter the tracking id; Enter the date as YYYY-MM-DD, e.g. 2026-03-20.',
        ],
      },
    }),
  },
  component: AdminOrderDetail,
  argTypes: {
    ...fixtureData('order'),
    defaultTab: { control: 'inline-radio', options: adminOrderDetailTabs },
  },
  args: {
    shipExampleDate: '2026-03-20',
    order: adminOrderByStatus.Pending,
    orderId: 1042,
    onStatusChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the admin may confirm the payment or cancel. Confirm Payment asks first; Cancel changes nothing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Order #1042' }));
    await expectVisible(canvas.getByText('Product Subtotal'));
    await expect(canvas.queryByRole('button', { name: 'Mark as Shipped' })).not.toBeInTheDocument();
    await expectVisible(canvas.getByRole('button', { name: 'Confirm Payment' }));
  },
};

export const ConfirmPaymentCancelled: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { canvas, args } = context;
    const confirmPayment = canvas.getByRole('button', { name: 'Confirm Payment' });
    await userEvent.click(confirmPayment);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await expect(dialog).toHaveTextContent(
      'the customer is told their order is confirmed and being prepared',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    // react-aria gives the focus back once the dialog has gone, a frame later.
    await waitFor(() => expect(confirmPayment).toHaveFocus());
  },
};

/** Confirming in the dialog asks for the move once. */
export const ConfirmPayment: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'In Progress' });
  },
};

/**
 * By keyboard: Escape backs out to the button; confirming moves the order on and focus goes to
 * the next move, since the button that opened the dialog is gone.
 */
export const ConfirmPaymentByKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const confirmPayment = canvas.getByRole('button', { name: 'Confirm Payment' });
    await userEvent.tab();
    await expect(confirmPayment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // react-aria gives the focus back once the dialog has gone, a frame later.
    await waitFor(() => expect(confirmPayment).toHaveFocus());
    await expect(args.onStatusChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Payment' });
    // Tab moves through the dialog's buttons (close, Cancel, Confirm Payment) and stays inside it.
    for (let presses = 0; presses < 4 && document.activeElement !== confirm; presses += 1) {
      await userEvent.tab();
    }
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'In Progress' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark as Shipped' })).toHaveFocus());
  },
};

export const InProgress: Story = {
  args: { order: adminOrderByStatus['In Progress'] },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Mark as Shipped' }));
    await expectVisible(canvas.getByRole('button', { name: 'Cancel Order' }));
    await expect(canvas.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  },
};

/** Shipped: Mark as Completed asks first; Escape changes nothing. */
export const Shipped: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus.Shipped },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    const markCompleted = canvas.getByRole('button', { name: 'Mark as Completed' });
    await userEvent.click(markCompleted);
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' });
    await expect(dialog).toHaveTextContent('The customer is told it has been delivered');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    // react-aria gives the focus back once the dialog has gone, a frame later.
    await waitFor(() => expect(markCompleted).toHaveFocus());
  },
};

/** Confirmed, the order is completed and focus goes to the note that nothing more can change. */
export const MarkAsCompleted: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus.Shipped },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'Completed' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(/This order is completed/)).toHaveFocus());
  },
};

/** The question before completing, as a preview. */
export const CompleteConfirmation: Story = {
  args: { order: adminOrderByStatus.Shipped, defaultDialog: 'complete' },
  play: async () => {
    await expectVisible(await screen.findByRole('alertdialog', { name: 'Mark Order #1042 as Completed?' }));
  },
};

export const Completed: Story = {
  args: { order: adminOrderByStatus.Completed },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText(/No further status changes/));
    await expect(canvas.queryByRole('button', { name: /Mark as|Confirm|Cancel/ })).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { order: adminOrderByStatus.Cancelled, defaultTab: 'track' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('This order was cancelled on Mar 15, 2026.'));
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  },
};

/** Switching to Track Order shows the delivery detail and the four-step status line. */
export const TrackOrder: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus['In Progress'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Track Order' }));
    await expectVisible(await canvas.findByRole('heading', { name: 'Delivery Detail' }));
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('span span')?.textContent)).toEqual([
      'Order Placed',
      'In Progress',
      'Shipped',
      'Delivered',
    ]);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('Mar 15, 2026, 5:30 AM EDT');
    await expect(steps[2]).toHaveTextContent('Pending');
  },
};

export const TrackOrderCompleted: Story = {
  args: { order: adminOrderByStatus.Completed, defaultTab: 'track' },
};

export const ConfirmingPayment: Story = {
  args: { pendingStatus: 'In Progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
  },
};

/** A refused payment confirmation is explained in the dialog, which stays open to try again. */
export const ConfirmPaymentError: Story = {
  args: {
    defaultDialog: 'confirmPayment',
    statusError: 'The payment could not be confirmed. Please try again.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Payment of Order #1042?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be confirmed');
  },
};

export const StatusError: Story = {
  args: { statusError: 'The payment could not be confirmed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be confirmed');
  },
};

/** The ship dialog refuses an empty tracking id and sends nothing. */
export const ShipDialogValidation: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus['In Progress'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Order #1042 as Shipped' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Expected Delivery Date/ }),
      '2026-02-30',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await expectVisible(await within(dialog).findByText('Enter the tracking id'));
    await expectVisible(within(dialog).getByText(/Enter the date as YYYY-MM-DD/));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

/**
 * Fills in order #1042's ship dialog (the tracking id given, delivery on 2026-03-20), submits it
 * and waits until it has sent the move to Shipped. Returns the dialog.
 */
async function shipOrder(args: AdminOrderDetailProps, trackingId: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Mark Order #1042 as Shipped' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Tracking Id/ }), trackingId);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Expected Delivery Date/ }), '2026-03-20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
  // The form checks its fields before it sends: wait for the call, not for the first tick.
  await waitFor(() =>
    expect(args.onStatusChange).toHaveBeenCalledWith({
      status: 'Shipped',
      trackingId,
      expectedDeliveryDate: '2026-03-20',
    }),
  );
  return dialog;
}

/** With a tracking id the dialog sends the move to Shipped. */
export const ShipDialogSubmit: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus['In Progress'], defaultDialog: 'ship' },
  play: async ({ args }) => {
    await shipOrder(args, '1Z999AA1');
  },
};

export const ShipDialogBusy: Story = {
  args: {
    order: adminOrderByStatus['In Progress'],
    defaultDialog: 'ship',
    pendingStatus: 'Shipped',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** What the container does when the server refuses the move: the dialog stays open with its message. */
function RefusedShip(props: AdminOrderDetailProps) {
  const [statusError, setStatusError] = useState<string>();
  return (
    <AdminOrderDetail
      {...props}
      statusError={statusError}
      onStatusChange={(change) => {
        props.onStatusChange(change);
        setStatusError('The order could not be marked as shipped. Please try again.');
      }}
    />
  );
}

/**
 * A refused move to Shipped: the admin filled in the dialog and submitted, the server refused. The
 * reason shows at the top of the dialog, as in every form, and what was typed stays.
 */
export const ShipDialogError: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page. On the docs
  // page its play function shared the page with the other open ship dialogs, and a fresh-clone run
  // found the call to onStatusChange missing there.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus['In Progress'], defaultDialog: 'ship' },
  render: (args) => <RefusedShip {...args} />,
  play: async ({ args }) => {
    const dialog = await shipOrder(args, '1Z999AA10123456784');
    const trackingId = within(dialog).getByRole('textbox', { name: /Tracking Id/ });
    const summary = await within(dialog).findByRole('alert');
    await expect(summary).toHaveTextContent('could not be marked as shipped');
    // The summary comes first in the form, above the fields.
    await expect(summary.compareDocumentPosition(trackingId) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(trackingId).toHaveValue('1Z999AA10123456784');
    await expect(within(dialog).getByRole('button', { name: 'Mark as Shipped' })).toBeEnabled();
  },
};

export const CancelConfirmation: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultDialog: 'cancel' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'Cancelled' });
  },
};

export const CancelFromButton: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: adminOrderByStatus['In Progress'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { order: null, loading: true },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { name: 'Order #1042' }));
    await expect(canvas.getByText('Loading order')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { order: null, error: 'This order could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { order: adminOrderLongText, orderId: 104213 },
};

export const LongTextTrack: Story = {
  args: { order: adminOrderLongText, orderId: 104213, defaultTab: 'track' },
};

export const Tablet: Story = {
  args: { order: adminOrderByStatus['In Progress'] },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** The Mark as Shipped dialog on a 375 px phone: its title, both fields and the buttons fit. */
export const PhoneShipDialog: Story = {
  args: { order: adminOrderByStatus['In Progress'], defaultDialog: 'ship' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Mark Order #1042 as Shipped' });
    await expectVisible(within(dialog).getByRole('textbox', { name: /Tracking Id/ }));
  },
};
