import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { enrollment } from '../../warranty.fixtures';
import { EnrollmentDetail } from './EnrollmentDetail';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Warranty/Admin/EnrollmentDetail',
  component: EnrollmentDetail,
  argTypes: { ...fixtureData('claimReview', 'enrollment', 'recordingDueId') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The admin’s view of one enrolment at /admin/warranty/{id}: contact details, plan and coverage, the dues with how each was paid and Record Payment, and the enrolment’s claims to review.',
        do: [
          'Pass `recordingDueId` and `recordPaymentError` from the save, so the question waits and explains a refusal.',
          'Pass `claimReview` with the same approve and reject handlers as the claims list, so a decision works the same on both screens.',
          'Point `backHref` at the enrolments list (/admin/warranty).',
        ],
        dont: [
          'Don’t show it to patients: they see EnrollmentSummary, without Record Payment or the review buttons.',
          'Don’t use it for the list of enrolments: EnrollmentsTable lists them, each linking here.',
        ],
        content: [
          'The title reads Enrolment and the reference (Enrolment PW-7K3M9Q); the first term says Patient or Office.',
          'The plan line reads 6 YEAR PLAN: $199.00 fee, $20.00 on day 15.',
          'The dues and claims keep the texts of DuesTable and ClaimReviewList.',
        ],
      },
    }),
  },
  args: {
    enrollment,
    backHref: '/admin/warranty',
    onRecordPayment: fn(),
    claimReview: { onApprove: fn(), onReject: fn() },
  },
} satisfies Meta<typeof EnrollmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Enrolment PW-7K3M9Q' }));
  },
};

/** Record Payment asks first and says what it records; Cancel records nothing (DuesTable confirms). */
export const CancelRecordPayment: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record Payment: Mar 15, 2026' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Record a Payment of $20.00 for the Due of Mar 15, 2026?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRecordPayment).not.toHaveBeenCalled();
  },
};

export const RecordingPayment: Story = {
  args: { recordingDueId: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Record Payment: Mar 15, 2026' })).toBeDisabled();
  },
};

/** Each due says how it was paid; a declined and a refunded card charge leave theirs unpaid. */
export const CardCharges: Story = {
  args: {
    enrollment: {
      ...enrollment,
      dues: enrollment.dues.map((due) =>
        due.id === 3
          ? { ...due, chargeFailedOn: '2026-03-15' }
          : due.id === 4
            ? { ...due, refundedOn: '2026-04-20' }
            : due,
      ),
    },
  },
  play: async ({ canvas }) => {
    const dues = canvas.getByRole('table', { name: 'Dues schedule' });
    const row = (day: string) => within(dues).getByRole('row', { name: new RegExp(day) });
    await expect(within(dues).getByRole('columnheader', { name: 'Payment' })).toBeVisible();
    await expect(row('Jan 15, 2026')).toHaveTextContent('Transfer');
    await expect(row('Feb 15, 2026')).toHaveTextContent('Card');
    await expect(row('Mar 15, 2026')).toHaveTextContent('Card declined Mar 15, 2026');
    await expect(row('Apr 15, 2026')).toHaveTextContent('Card payment refunded Apr 20, 2026');
    await expect(row('May 15, 2026')).not.toHaveTextContent(/Card|Transfer/);
  },
};

export const NoDuesNoClaims: Story = { args: { enrollment: { ...enrollment, dues: [], claims: [] } } };

/** On a 375 px phone: the patient, the plan, the dues and the claims stay within the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
