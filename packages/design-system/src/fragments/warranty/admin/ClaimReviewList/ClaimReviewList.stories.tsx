import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { claims } from '../../warranty.fixtures';
import { ClaimReviewList } from './ClaimReviewList';

const meta = {
  title: 'Warranty/Admin/ClaimReviewList',
  component: ClaimReviewList,
  args: { claims, onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof ClaimReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve: replacement, claim 11' }));
    await expect(args.onApprove).toHaveBeenCalledWith(11, 'replacement');
  },
};

/** Rejecting asks for a reason: empty is refused, a reason is sent and the dialog closes. */
export const RejectWithReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject, claim 11' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject claim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject claim' }));
    await expect(dialog.getByText('Give the reason for the rejection')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Damage caused by an accident.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject claim' }));
    await expect(args.onReject).toHaveBeenCalledWith(11, 'Damage caused by an accident.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RejectDialogOpen: Story = {
  args: { defaultRejectingClaimId: 11 },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Reject claim' })).toBeVisible();
  },
};

export const Busy: Story = { args: { busyClaimId: 11 } };

export const Empty: Story = { args: { claims: [] } };
