import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { enrollment } from '../../warranty.fixtures';
import { EnrollmentDetail } from './EnrollmentDetail';
import { expectVisible } from '../../../../components/storybook/expectVisible';

const meta = {
  title: 'Warranty/Admin/EnrollmentDetail',
  component: EnrollmentDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    enrollment,
    backHref: '/admin/warranty',
    onRecordPayment: fn(),
    claimReview: { onApprove: fn(), onReject: fn() },
  },
} satisfies Meta<typeof EnrollmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Record payment asks first and says what it records; Cancel records nothing (DuesTable confirms). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Enrolment PW-7K3M9Q' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment: Mar 15, 2026' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Record a payment of $20.00 for the due of Mar 15, 2026?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRecordPayment).not.toHaveBeenCalled();
  },
};

export const RecordingPayment: Story = {
  args: { recordingDueId: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Record payment: Mar 15, 2026' })).toBeDisabled();
  },
};

export const NoDuesNoClaims: Story = { args: { enrollment: { ...enrollment, dues: [], claims: [] } } };
