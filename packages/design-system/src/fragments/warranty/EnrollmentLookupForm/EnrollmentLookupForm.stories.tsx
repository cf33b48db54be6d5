import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EnrollmentLookupForm } from './EnrollmentLookupForm';

const meta = {
  title: 'Warranty/EnrollmentLookupForm',
  component: EnrollmentLookupForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EnrollmentLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find my warranty' }));
    await expect(canvas.getByText('Reference number is required')).toBeVisible();
    await expect(canvas.getByText('E-mail is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reference typed in lower case is sent in capitals, as printed in the e-mail. */
export const SubmitsInCapitals: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Reference number'), 'pw-7k3m9q');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria.lopez@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Find my warranty' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reference: 'PW-7K3M9Q',
      email: 'maria.lopez@example.com',
    });
  },
};

export const NotFound: Story = {
  args: {
    initialValues: { reference: 'PW-0000', email: 'maria.lopez@example.com' },
    formError: 'No enrolment matches this reference number and e-mail.',
  },
};

export const Busy: Story = {
  args: { busy: true, initialValues: { reference: 'PW-7K3M9Q', email: 'maria.lopez@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Looking up...' })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
