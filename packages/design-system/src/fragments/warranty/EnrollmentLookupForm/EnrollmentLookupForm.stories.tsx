import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EnrollmentLookupForm } from './EnrollmentLookupForm';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Warranty/EnrollmentLookupForm',
  component: EnrollmentLookupForm,
  argTypes: { ...fixtureData('errors', 'initialValues') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Find my warranty: the patient enters the reference number from the registration e-mail and their e-mail to look up their enrolment. On /patient (My warranty) and /warranty; EnrollmentSummary shows under it once found.',
        do: [
          'Set `busy` while the look-up runs (the button reads Looking Up... and waits).',
          'Prefill `initialValues` when the reference is known, as the app does on return from Stripe’s page.',
          'Hand the pair that was found on to the claim form, as the app does, so the patient does not type it twice.',
        ],
        dont: [
          'Don’t use it as a sign-in: it opens one enrolment, with no account or password.',
          'Don’t use it in the admin: admins find enrolments with EnrollmentsTable’s search.',
        ],
        content: [
          'The button is Find My Warranty and the form’s name Find my warranty; the reference hint says where it comes from (From the e-mail we sent when you registered.).',
          'Its own errors: Enter your reference number, Enter your e-mail address, Enter a valid e-mail address.',
          'A pair that matches nothing says so for both: No enrolment matches this reference number and e-mail.',
        ],
      },
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof EnrollmentLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Warranty' }));
    await expect(canvas.getByText('Enter your reference number')).toBeVisible();
    await expect(canvas.getByText('Enter your e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reference typed in lower case is sent in capitals, as printed in the e-mail. */
export const SubmitsInCapitals: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Reference Number'), 'pw-7k3m9q');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria.lopez@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Warranty' }));
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
    await expect(canvas.getByRole('button', { name: 'Looking Up...' })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
