import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { warrantyCases } from '../warranty.fixtures';
import { ClaimRequestForm } from './ClaimRequestForm';

const filled = {
  reference: 'PW-7K3M9Q',
  email: 'maria.lopez@example.com',
  officeReference: 'DO-4F8T2P',
  caseType: 'chipped-crown',
  description: 'The upper left crown chipped at the edge while eating.',
  photoUrls: ['/uploads/claims/11-front.jpg'],
};

const meta = {
  title: 'Warranty/ClaimRequestForm',
  component: ClaimRequestForm,
  args: { cases: warrantyCases, onSubmit: fn() },
} satisfies Meta<typeof ClaimRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send claim' }));
    for (const message of [
      'Reference number is required',
      'E-mail is required',
      "The dentist office's reference number is required",
      'Choose what happened',
      'Description is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing the case and sending reports it with the other values. */
export const CaseChoiceSelects: Story = {
  args: { initialValues: { ...filled, caseType: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Chipped crown' }));
    await expect(canvas.getByRole('radio', { name: 'Chipped crown' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send claim' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: { ...filled, description: 'Broken', photoUrls: ['photo.jpg'] },
    errors: {
      description: 'Describe the problem in at least 10 characters',
      photoUrls: 'A photo must be an uploaded image address',
    },
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending claim...' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    status: 'refused',
    refusalReason: 'This warranty has 1 overdue due. Please pay it before filing a claim.',
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('overdue due');
  },
};

export const Sent: Story = {
  args: { status: 'sent', claimNumber: 'CL-14' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your claim was received');
  },
};

export const LongText: Story = {
  args: { initialValues: { ...filled, description: 'A long description of what happened. '.repeat(15) } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
