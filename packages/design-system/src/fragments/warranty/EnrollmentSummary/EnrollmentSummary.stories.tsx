import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { transferMethods } from '../../orders/TransferDetails/TransferDetails.fixtures';
import { enrollment, labContact } from '../warranty.fixtures';
import { EnrollmentSummary } from './EnrollmentSummary';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Warranty/EnrollmentSummary',
  component: EnrollmentSummary,
  argTypes: { ...fixtureData('enrollment', 'payment') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A patient’s (or an office’s) warranty once looked up: reference, plan, coverage and monthly charge, Download Contract, the dues schedule, how to pay what is due, and the claims. On /patient and /warranty, under Find my warranty.',
        do: [
          'Pass `payment` once the shop’s transfer accounts are known: How to pay then lists the overdue dues and the next one, their total and the reference to quote.',
          'Pass empty `methods` when no account is set or none could be loaded: it asks the patient to contact the lab (`contact`).',
          'Add `card` only when the shop takes cards: Pay by card then sits beside the transfer.',
          'Set `claimHref` to the claim form (the app uses #claim) to show File a Claim.',
        ],
        dont: [
          'Don’t use it in the admin: EnrollmentDetail shows an enrolment with Record Payment and the claim review.',
          'Don’t work out what is due in the page: pass the dues as the server sends them; the total to pay now is added up here.',
        ],
        content: [
          'Statuses read Paid, Due and Overdue; dues read Enrolment fee and Monthly due; money is dollars with cents ($20.00).',
          'How to pay asks to quote the reference with the transfer, and says each due shows as Paid once the lab has recorded the payment.',
          'Claims read Pending, Approved or Rejected, with Resolution: free remake or the reason given.',
        ],
      },
    }),
  },
  args: { enrollment, onDownloadContract: fn(), claimHref: '/warranty/claim' },
} satisfies Meta<typeof EnrollmentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PW-7K3M9Q')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Dues schedule' })).toBeVisible();
  },
};

export const DownloadContract: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Contract' }));
    await expect(args.onDownloadContract).toHaveBeenCalledOnce();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing Contract...' })).toBeDisabled();
  },
};

export const NoDuesNoClaims: Story = {
  args: { enrollment: { ...enrollment, dues: [], claims: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No claims filed.')).toBeVisible();
  },
};

export const Office: Story = {
  args: {
    enrollment: {
      ...enrollment,
      kind: 'office',
      reference: 'DO-4F8T2P',
      companyName: 'Brickell Family Dentistry',
      lastName: null,
      planTitle: 'Silver',
      termMonths: 12,
      claims: [],
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

// ---------- how to pay ----------

/** Enrolled today: the enrolment fee is due, the monthly dues come later. */
const justEnrolled = {
  ...enrollment,
  reference: 'IDL-P-7K3M9Q',
  claims: [],
  dues: [
    { id: 1, kind: 'enrollment-fee', dueOn: '2026-01-15', amount: 199, status: 'due', paidOn: null },
    { id: 2, kind: 'monthly', dueOn: '2026-02-15', amount: 20, status: 'due', paidOn: null },
    { id: 3, kind: 'monthly', dueOn: '2026-03-15', amount: 20, status: 'due', paidOn: null },
  ],
} satisfies typeof enrollment;

const withOverdue = { ...enrollment, reference: 'IDL-P-7K3M9Q', claims: [] } satisfies typeof enrollment;

const allPaid = {
  ...justEnrolled,
  dues: justEnrolled.dues.map((due) => ({ ...due, status: 'paid' as const, paidOn: due.dueOn })),
} satisfies typeof enrollment;

const payByTransfer = { methods: transferMethods, contact: labContact };

/** The fee alone is to pay now, to the shop's accounts, quoting the enrolment's reference. */
const playHowToPay: Story['play'] = async ({ canvas }) => {
  const howToPay = canvas.getByRole('region', { name: 'How to pay' });
  const toPay = within(within(howToPay).getByRole('list', { name: 'Dues to pay now' })).getAllByRole(
    'listitem',
  );
  await expect(toPay.map((due) => due.textContent)).toEqual(['Jan 15, 2026, enrolment feeDue$199.00']);
  await expect(howToPay).toHaveTextContent('To pay now$199.00');
  const transfer = within(howToPay).getByRole('region', { name: 'Pay by transfer' });
  await expect(transfer).toHaveTextContent(
    'Send exactly $199.00 to one of these accounts and quote IDL-P-7K3M9Q with the transfer.',
  );
  await expect(transfer).toHaveTextContent('Interdental Lab LLC');
  await expect(transfer).toHaveTextContent('payments@interdentallab.com');
  await expect(howToPay).toHaveTextContent('once the lab has recorded your payment');
};

/** Every overdue due and the next one, with their total. */
const playOverdue: Story['play'] = async ({ canvas }) => {
  const howToPay = canvas.getByRole('region', { name: 'How to pay' });
  const toPay = within(within(howToPay).getByRole('list', { name: 'Dues to pay now' })).getAllByRole(
    'listitem',
  );
  await expect(toPay.map((due) => due.textContent)).toEqual([
    'Mar 15, 2026, monthly dueOverdue$20.00',
    'Apr 15, 2026, monthly dueDue$20.00',
  ]);
  await expect(howToPay).toHaveTextContent('To pay now$40.00');
  await expect(within(howToPay).getByRole('region', { name: 'Pay by transfer' })).toHaveTextContent(
    'Send exactly $40.00',
  );
};

/** No account set by the shop: the lab is to be contacted, quoting the reference. */
const playNoTransferMethods: Story['play'] = async ({ canvas }) => {
  const howToPay = canvas.getByRole('region', { name: 'How to pay' });
  await expect(within(howToPay).queryByRole('region', { name: 'Pay by transfer' })).toBeNull();
  await expect(howToPay).toHaveTextContent('To pay $199.00, contact the lab');
  await expect(howToPay).toHaveTextContent('quote IDL-P-7K3M9Q');
  await expect(within(howToPay).getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+13055550142',
  );
  await expect(within(howToPay).getByRole('link', { name: 'support@interdentallab.com' })).toHaveAttribute(
    'href',
    'mailto:support@interdentallab.com',
  );
  await expect(within(howToPay).getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
};

/** Nothing to pay: no 'How to pay'. */
const playAllPaid: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getAllByText('Paid')).toHaveLength(3);
  await expect(canvas.queryByRole('region', { name: 'How to pay' })).toBeNull();
};

const phone = { viewport: { value: 'phone', isRotated: false } };

export const HowToPay: Story = {
  args: { enrollment: justEnrolled, payment: payByTransfer },
  play: playHowToPay,
};
export const HowToPayPhone: Story = { ...HowToPay, globals: phone };

export const HowToPayOverdue: Story = {
  args: { enrollment: withOverdue, payment: payByTransfer },
  play: playOverdue,
};
export const HowToPayOverduePhone: Story = { ...HowToPayOverdue, globals: phone };

export const HowToPayNoTransferMethods: Story = {
  args: { enrollment: justEnrolled, payment: { methods: [], contact: labContact } },
  play: playNoTransferMethods,
};
export const HowToPayNoTransferMethodsPhone: Story = { ...HowToPayNoTransferMethods, globals: phone };

export const AllPaid: Story = {
  args: { enrollment: allPaid, payment: payByTransfer },
  play: playAllPaid,
};
export const AllPaidPhone: Story = { ...AllPaid, globals: phone };

// ---------- by card ----------

/** The shop takes cards: today's total now, then each monthly due charged on its day. */
export const HowToPayByCard: Story = {
  args: { enrollment: justEnrolled, payment: { ...payByTransfer, card: { onPay: fn() } } },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Pay by card' });
    await expect(card).toHaveTextContent(
      "Pay $199.00 now on Stripe's secure page. Your card is then charged $20.00 for each monthly due on its day",
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Pay by Card' }));
    await expect(args.payment?.card?.onPay).toHaveBeenCalledOnce();
    // Transfer stays possible beside it.
    await expect(canvas.getByRole('region', { name: 'Pay by transfer' })).toBeVisible();
  },
};

export const HowToPayByCardOpening: Story = {
  args: { enrollment: justEnrolled, payment: { ...payByTransfer, card: { onPay: fn(), busy: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening Stripe...' })).toBeDisabled();
  },
};

const onCard = {
  ...justEnrolled,
  dues: justEnrolled.dues.map((due, i) =>
    i === 0 ? { ...due, status: 'paid' as const, paidOn: due.dueOn } : due,
  ),
  card: { state: 'active', failedOn: null, updateCardPath: '/card-portal?enrollmentId=7&token=abc' },
} satisfies typeof enrollment;

/** Charged to a card: its state and where to change it; no transfer details. */
export const PayingByCard: Story = {
  args: { enrollment: onCard, payment: { ...payByTransfer, card: { onPay: fn() } } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Paying by card' });
    await expect(card).toHaveTextContent('Monthly charge on');
    await expect(card).toHaveTextContent('Your card is charged $20.00 on day 15 of each month');
    await expect(within(card).getByRole('link', { name: 'Update Card' })).toHaveAttribute(
      'href',
      '/card-portal?enrollmentId=7&token=abc',
    );
    await expect(canvas.queryByRole('region', { name: 'How to pay' })).toBeNull();
  },
};

/** A monthly charge was declined: say when, and lead to the card update. */
export const CardDeclined: Story = {
  args: {
    enrollment: { ...onCard, card: { ...onCard.card, state: 'failing', failedOn: '2026-02-15' } },
    payment: payByTransfer,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Paying by card' });
    await expect(card).toHaveTextContent('Card declined');
    await expect(card).toHaveTextContent('Your card was declined on Feb 15, 2026.');
    await expect(within(card).getByRole('link', { name: 'Update Card' })).toBeVisible();
  },
};
export const CardDeclinedPhone: Story = { ...CardDeclined, globals: phone };
