import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { claims } from '../../warranty.fixtures';
import { ClaimReviewList, type ClaimReviewListProps } from './ClaimReviewList';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Does what the container and API do: an approval is saved on the claim. */
function Stateful(props: ClaimReviewListProps) {
  const [shown, setShown] = useState(props.claims);
  return (
    <ClaimReviewList
      {...props}
      claims={shown}
      onApprove={(claimId, resolution) => {
        props.onApprove(claimId, resolution);
        setShown((all) =>
          all.map((claim) => (claim.id === claimId ? { ...claim, status: 'approved', resolution } : claim)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Warranty/Admin/ClaimReviewList',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Warranty claims for the admin, each with its case, status, filing date, office reference, description and photos; pending ones have Approve: Remake, Approve: Replacement and Reject. On /admin/warranty (every claim) and on each enrolment’s page.',
        do: [
          'Let its dialogs ask: approving says what the patient gets; rejecting asks for the reason the patient reads.',
          'Set `busyClaimId` while a decision is saved and `reviewError` if it is refused: the approval question stays open and says why.',
          'Make `caseLabel` name the claim when the list mixes enrolments (the app adds the reference and the patient’s name).',
        ],
        dont: [
          'Don’t show it to patients: they follow their claims in EnrollmentSummary.',
          'Don’t offer a way to undo a decision: it cannot be changed afterwards, and both dialogs say so.',
        ],
        content: [
          'Dialog titles name the claim and the outcome: Approve Claim 11 with a Free Remake?, Reject Claim.',
          'Both dialogs say the patient is e-mailed, and a missing reason reads Give the reason for the rejection.',
          'Decisions read Approved: free remake, or Rejected: and the reason.',
        ],
      },
    }),
  },
  component: ClaimReviewList,
  argTypes: { ...fixtureData('busyClaimId', 'claims', 'defaultApproving', 'defaultRejectingClaimId') },
  args: { claims, onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof ClaimReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approving asks first and says what the patient gets; Cancel decides nothing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Approve: Replacement, claim 11' }));
  },
};

export const ApproveCancelled: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    const approve = canvas.getByRole('button', { name: 'Approve: Replacement, claim 11' });
    await userEvent.click(approve);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve Claim 11 with a Free Replacement?',
    });
    await expect(dialog).toHaveTextContent(
      'Chipped crown: the lab provides a free replacement, and the patient is e-mailed that the claim is approved.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onApprove).not.toHaveBeenCalled();
    // react-aria gives the focus back once the dialog has gone, a frame later.
    await waitFor(() => expect(approve).toHaveFocus());
  },
};

/** Confirmed, the claim is approved once; the dialog closes and focus goes to the decision. */
export const ApproveConfirmed: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve: Remake, claim 11' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Claim 11 with a Free Remake?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve: Remake' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await expect(args.onApprove).toHaveBeenCalledWith(11, 'remake');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const decisions = canvas.getAllByText('Approved: free remake');
    await waitFor(() => expect(decisions[0]).toHaveFocus());
  },
};

export const ApproveDialogOpen: Story = {
  args: { defaultApproving: { claimId: 11, resolution: 'remake' } },
  play: async () => {
    await expectVisible(
      await screen.findByRole('alertdialog', { name: 'Approve Claim 11 with a Free Remake?' }),
    );
  },
};

/** A refused approval is explained in the dialog, which stays open to try again. */
export const ApproveError: Story = {
  args: {
    defaultApproving: { claimId: 11, resolution: 'remake' },
    reviewError: 'This claim was already approved',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Claim 11 with a Free Remake?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already approved');
  },
};

/** Rejecting asks for a reason: empty is refused, a reason is sent and the dialog closes. */
export const RejectWithReason: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject, claim 11' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Claim' }));
    await expectVisible(
      dialog.getByText(/the claim is rejected and the patient is e-mailed the reason you give/),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Claim' }));
    await expectVisible(dialog.getByText('Give the reason for the rejection'));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Damage caused by an accident.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Claim' }));
    await expect(args.onReject).toHaveBeenCalledWith(11, 'Damage caused by an accident.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RejectDialogOpen: Story = {
  args: { defaultRejectingClaimId: 11 },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'Reject Claim' }));
  },
};

export const Busy: Story = { args: { busyClaimId: 11 } };

export const Empty: Story = { args: { claims: [] } };

/** On a 375 px phone: each claim's details, photos and Approve and Reject buttons stay on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};

/** On a 375 px phone: the approval question, what the patient gets and both buttons keep to the screen. */
export const ApproveDialogPhone: Story = {
  args: { defaultApproving: { claimId: 11, resolution: 'remake' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Claim 11 with a Free Remake?' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(within(dialog).getByRole('button', { name: 'Approve: Remake' }));
    await expectVisible(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** On a 375 px phone: the reject dialog's message, Reason box and both buttons keep to the screen. */
export const RejectDialogPhone: Story = {
  args: { defaultRejectingClaimId: 11 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject Claim' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(within(dialog).getByLabelText('Reason'));
    await expectVisible(within(dialog).getByRole('button', { name: 'Reject Claim' }));
  },
};
