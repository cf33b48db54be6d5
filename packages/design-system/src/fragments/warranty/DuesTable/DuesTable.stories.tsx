import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { WarrantyDue } from '../shared/types';
import { dues } from '../warranty.fixtures';
import { DuesTable, type DuesTableProps } from './DuesTable';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

/** Does what the container and API do: a recorded payment marks the due paid. */
function Stateful(props: DuesTableProps) {
  const [shown, setShown] = useState(props.dues);
  return (
    <DuesTable
      {...props}
      dues={shown}
      onRecordPayment={(dueId) => {
        props.onRecordPayment?.(dueId);
        setShown((all) =>
          all.map((due) => (due.id === dueId ? { ...due, status: 'paid', paidOn: '2026-03-20' } : due)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Warranty/DuesTable',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'An enrolment’s dues: date, what it is, amount and status as a badge. Patients see it in EnrollmentSummary; admins see it in EnrollmentDetail, with how each due was paid and Record Payment.',
        do: [
          'Pass the dues oldest first: the table lists them in the order given.',
          'Pass `onRecordPayment` and `showPayment` on admin screens only.',
          'Set `recordingDueId` while a payment is saved and `recordPaymentError` if it is refused: the question waits, then says why and stays open.',
          'Show the due as paid once recorded: the question closes by itself and the focus moves to its Paid note.',
        ],
        dont: [
          'Don’t offer Record Payment to patients: it marks a due paid, dated today, and cannot be taken back here.',
          'Don’t use it to say what to pay now: EnrollmentSummary’s How to pay lists those dues with their total.',
        ],
        content: [
          'Statuses read Paid, Due and Overdue; dues read Enrolment fee and Monthly due; amounts are dollars with cents ($199.00).',
          'The question names the amount and the day: Record a Payment of $20.00 for the Due of Mar 15, 2026?',
          'The Payment column reads Card or Transfer, or what happened to a card charge (Card declined Mar 15, 2026).',
          'With no dues it says: No dues yet.',
        ],
      },
    }),
  },
  component: DuesTable,
  argTypes: { ...fixtureData('defaultConfirmDueId', 'dues', 'recordingDueId') },
  args: { dues },
} satisfies Meta<typeof DuesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = 'Record a Payment of $20.00 for the Due of Mar 15, 2026?';

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Paid')).toHaveLength(2);
    await expectVisible(canvas.getByText('Overdue'));
    await expectVisible(canvas.getByText('$199.00'));
  },
};

/** Record Payment asks first and says what it does; Cancel records nothing. */
export const WithRecordPayment: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { onRecordPayment: fn() },
  play: async ({ canvas, args }) => {
    const record = canvas.getByRole('button', { name: 'Record Payment: Mar 15, 2026' });
    await userEvent.click(record);
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await expect(dialog).toHaveTextContent('The monthly due is marked as paid, dated today.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRecordPayment).not.toHaveBeenCalled();
    // react-aria gives the focus back once the dialog has gone, a frame later.
    await waitFor(() => expect(record).toHaveFocus());
  },
};

/** Confirming records the payment of that due, once. */
export const RecordPaymentConfirm: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { onRecordPayment: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record Payment: Mar 15, 2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await expect(args.onRecordPayment).toHaveBeenCalledOnce();
    await expect(args.onRecordPayment).toHaveBeenCalledWith(3);
  },
};

/** By keyboard: once the payment is recorded the dialog closes and focus goes to the due's 'Paid' note. */
export const RecordPaymentByKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { onRecordPayment: fn() },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Record Payment: Mar 15, 2026' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: question });
    const confirm = within(dialog).getByRole('button', { name: 'Record Payment' });
    for (let presses = 0; presses < 4 && document.activeElement !== confirm; presses += 1) {
      await userEvent.tab();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onRecordPayment).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Paid Mar 20, 2026')).toHaveFocus());
  },
};

/** While the payment is saved the dialog waits and cannot be closed. */
export const RecordPaymentBusy: Story = {
  args: { onRecordPayment: fn(), defaultConfirmDueId: 3, recordingDueId: 3 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: 'Recording...' })).toBeDisabled();
  },
};

/** A refused payment is explained in the dialog, which stays open to try again. */
export const RecordPaymentError: Story = {
  args: {
    onRecordPayment: fn(),
    defaultConfirmDueId: 3,
    recordPaymentError: 'This due of 2026-03-15 is already paid',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already paid');
  },
};

export const Recording: Story = { args: { onRecordPayment: fn(), recordingDueId: 3 } };

export const Empty: Story = { args: { dues: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The longest texts an admin sees: a due refunded and then declined, and large amounts. */
const longTextDues: WarrantyDue[] = [
  { ...dues[0]!, amount: 12_499.99 },
  {
    id: 6,
    kind: 'monthly',
    dueOn: '2026-03-15',
    amount: 1_250,
    status: 'overdue',
    paidOn: null,
    refundedOn: '2026-03-20',
    chargeFailedOn: '2026-04-15',
  },
  { ...dues[3]!, amount: 1_250, chargeFailedOn: '2026-04-15' },
];

/** The Payment column's longest notes wrap in their cell; amounts and Record Payment stay whole. */
export const LongText: Story = {
  args: { dues: longTextDues, showPayment: true, onRecordPayment: fn() },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('Card payment refunded Mar 20, 2026; Card declined Apr 15, 2026'));
  },
};

/**
 * On a 375 px phone the table scrolls sideways in its frame, and the Payment notes wrap word by
 * word: the rows grow tall (a table minimum width would keep them short; not decided yet).
 */
export const PhoneLongText: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
