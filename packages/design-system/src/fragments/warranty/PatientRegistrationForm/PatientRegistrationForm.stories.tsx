import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { patientPlans } from '../warranty.fixtures';
import { PatientRegistrationForm } from './PatientRegistrationForm';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';
import { chooseOption } from '../../../components/storybook/chooseOption';

const filled = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '+1 305 555 0199',
  email: 'maria.lopez@example.com',
  address: '455 Ocean Drive',
  city: 'Miami',
  zip: '33139',
  plan: '6-year',
  chargeDay: 15,
};

const meta = {
  title: 'Marketing/PatientRegistrationForm',
  component: PatientRegistrationForm,
  argTypes: { ...fixtureData('errors', 'initialValues', 'plans') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The patient’s warranty registration: contact details, the plan (3, 6 or 9 years) and the monthly charge day (1 to 28), with Register. Once `status` is sent it thanks the patient and shows the reference number. /patient shows it under the plan cards.',
        do: [
          'Prefill the plan chosen on the plan cards through `initialValues`: only a changed initial value replaces what was typed.',
          'Set `status` to busy while sending (Registering...) and to sent, with `reference`, once the server answers.',
          'Pass the server’s field errors in `errors` and a failed request in `formError`.',
        ],
        dont: [
          'Don’t use it for dentist offices: they register with DoctorRegistrationForm.',
          'Don’t take a payment in it: the dues follow from the plan and are paid from the warranty look-up (EnrollmentSummary).',
        ],
        content: [
          'Its own errors say what to enter: Enter your first name, Enter a 5-digit ZIP code, Choose a day of the month from 1 to 28.',
          'The plan choices read 3 years, 6 years, 9 years; the day field is Preferred Monthly Charge Day.',
          'The sent message says why to keep the reference number: claims, dues and the contract need it.',
        ],
      },
    }),
  },
  args: { plans: patientPlans, onSubmit: fn() },
} satisfies Meta<typeof PatientRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Registering with nothing filled in names every missing field and sends nothing. */
export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter your phone number',
      'Enter your e-mail address',
      'Enter your address',
      'Enter your city',
      'Enter your ZIP code',
      'Choose the 3, 6 or 9 year plan',
      'Choose a day of the month from 1 to 28',
    ]) {
      await expectVisible(canvas.getByText(message));
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing a plan and a charge day, then registering, sends them with the rest. */
export const PlanChoiceSelects: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { initialValues: { ...filled, plan: '', chargeDay: null } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '6 years' }));
    await expect(canvas.getByRole('radio', { name: '6 years' })).toBeChecked();
    await chooseOption(canvas.getByRole('button', { name: /Preferred Monthly Charge Day/ }), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: { ...filled, zip: '3313', phone: '12' },
    errors: { zip: 'Enter a 5-digit ZIP code', phone: 'Enter a phone number of 7 to 20 digits' },
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent', reference: 'PW-7K3M9Q' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('PW-7K3M9Q');
  },
};

export const RequestFailed: Story = {
  args: { initialValues: filled, formError: 'We could not register you right now. Please try again.' },
};

export const LongText: Story = {
  args: {
    initialValues: {
      ...filled,
      firstName: 'Maria-Fernanda Guadalupe de los Ángeles',
      address: '455 Ocean Drive, Apartment 1203, South Beach Residential Tower, Building C',
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
