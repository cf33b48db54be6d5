import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OfficeReviewList, type OfficeReviewListProps } from './OfficeReviewList';
import { longTextOffice, offices, pendingOffice } from './officeReviewList.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Does what the container and API do: a verification is saved on the office. */
function Stateful(props: OfficeReviewListProps) {
  const [shown, setShown] = useState(props.offices);
  return (
    <OfficeReviewList
      {...props}
      offices={shown}
      onVerify={(officeId) => {
        props.onVerify(officeId);
        setShown((all) =>
          all.map((office) => (office.id === officeId ? { ...office, status: 'verified' } : office)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Admin/Offices/OfficeReviewList',
  component: OfficeReviewList,
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The dentist offices at /admin/offices: those awaiting verification first, each with its licence number, address, phone, account, dentists and the warranty enrolments that share its licence number, with Verify and Reject; then the verified and the rejected offices.',
        do: [
          'Pass every office the admin should see, in any order: the list groups them by status, awaiting verification first.',
          'Let its dialogs ask: Verify says the office can then send cases; Reject asks for the reason the office reads.',
          'Set `busyOfficeId` while a review is saved and `reviewError` when it is refused: the verify question stays open and says why.',
        ],
        dont: [
          'Don’t offer a way to undo a review: the API decides a pending office once; a rejected office signs up again.',
        ],
        content: [
          'Section titles: Awaiting Verification, Verified Offices, Rejected Offices.',
          'Buttons name their office for screen readers: Verify Bayfront Dental, Reject Bayfront Dental.',
          'A missing reason reads Give the reason for the rejection.',
        ],
      },
    }),
  },
  argTypes: {
    ...fixtureData('offices', 'busyOfficeId', 'defaultVerifyingOfficeId', 'defaultRejectingOfficeId'),
  },
  args: { offices, onVerify: fn(), onReject: fn() },
} satisfies Meta<typeof OfficeReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two offices wait, the older first; a verified and a rejected office follow. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Awaiting Verification',
      'Verified Offices',
      'Rejected Offices',
    ]);
    const waiting = within(canvas.getByRole('region', { name: 'Awaiting Verification' }));
    await expect(waiting.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ['Bayfront Dental', 'Coral Gables Smiles'],
    );
    const bayfront = waiting.getByRole('listitem', { name: 'Bayfront Dental' });
    await expect(bayfront).toHaveTextContent('Licence NumberDN12345');
    await expect(bayfront).toHaveTextContent('Dr. Ana Ruiz, Dr. Tom Lee');
    await expect(bayfront).toHaveTextContent('IDL-D-4F7K2Q, Diamond, covered until Feb 3, 2027');
    await expectVisible(canvas.getByRole('button', { name: 'Verify Bayfront Dental' }));
    await expect(canvas.queryByRole('button', { name: 'Verify Kendall Smile Center' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Rejected Offices' })).toHaveTextContent(
      'The licence number is not on the Florida Board of Dentistry’s register.',
    );
  },
};

/** Confirmed, the office is verified once and moves to the verified ones. */
export const VerifyConfirmed: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Bayfront Dental' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Bayfront Dental?' });
    await expect(dialog).toHaveTextContent('once verified, the office can send cases to the lab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Office' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith(pendingOffice.id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(canvas.getByRole('region', { name: 'Verified Offices' })).getByRole('listitem', {
        name: 'Bayfront Dental',
      }),
    ).toBeInTheDocument();
  },
};

export const VerifyDialogOpen: Story = {
  args: { defaultVerifyingOfficeId: pendingOffice.id },
  play: async () => {
    await expectVisible(await screen.findByRole('alertdialog', { name: 'Verify Bayfront Dental?' }));
  },
};

/** A refused verification is explained in the question, which stays open. */
export const VerifyError: Story = {
  args: { defaultVerifyingOfficeId: pendingOffice.id, reviewError: 'This office was already rejected' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Bayfront Dental?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already rejected');
  },
};

/** Rejecting asks for a reason: empty is refused, a reason is sent and the dialog closes. */
export const RejectWithReason: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Bayfront Dental' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Office' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Office' }));
    await expectVisible(dialog.getByText('Give the reason for the rejection'));
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Reason'), 'The licence has expired.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Office' }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingOffice.id, 'The licence has expired.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RejectDialogOpen: Story = {
  args: { defaultRejectingOfficeId: pendingOffice.id },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'Reject Office' }));
  },
};

export const Busy: Story = { args: { busyOfficeId: pendingOffice.id } };

export const Empty: Story = {
  args: { offices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No office is waiting for verification.')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { offices: [longTextOffice] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: longTextOffice.practiceName });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a 375 px phone: each office's details and both buttons stay on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(canvas.getByRole('button', { name: 'Reject Bayfront Dental' }));
  },
};
