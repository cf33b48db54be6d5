import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { doctorPlans } from '../warranty.fixtures';
import { DoctorRegistrationForm } from './DoctorRegistrationForm';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';
import { chooseOption } from '../../../components/storybook/chooseOption';

const filled = {
  firstName: 'Daniel',
  companyName: 'Brickell Family Dentistry',
  email: 'office@brickelldental.example',
  phone: '305-555-0188',
  address: '801 Brickell Bay Drive',
  city: 'Miami',
  zip: '33131',
  licenceNumber: 'DN-204518',
  officeReference: '',
  plan: 'silver-275',
  acceptTerms: true,
};

const meta = {
  title: 'Marketing/DoctorRegistrationForm',
  component: DoctorRegistrationForm,
  argTypes: { ...fixtureData('errors', 'initialValues', 'plans') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A dentist office’s registration: office details, the doctor’s license number, an optional existing office reference, the plan and the terms, with Register Office. Once `status` is sent it shows the office’s new reference number. /doctor shows it under the pricing cards.',
        do: [
          'Prefill the plan chosen on the pricing cards through `initialValues`.',
          'Point `termsHref` at the program terms (the doctor page uses #terms, its Program terms band).',
          'Set `status` to busy while sending (Registering...) and to sent, with `officeReference`, once the server answers.',
        ],
        dont: [
          'Don’t add service-type check boxes: the plan is the service type, as the Plan field’s hint says.',
          'Don’t use it for patients: they register with PatientRegistrationForm.',
        ],
        content: [
          'Its own errors say what to enter: Enter your company name, Choose a plan, Accept the terms to enrol.',
          'Plan options read Silver · $275.00 / month, and Trial (free) for the trial.',
          'The Plan hint names the specification’s service types: trial, or the $175, $275 or $475 basic plan.',
        ],
      },
    }),
  },
  args: { plans: doctorPlans, onSubmit: fn(), termsHref: '#terms' },
} satisfies Meta<typeof DoctorRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Registering with nothing filled in names every missing field, the terms included. */
export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Office' }));
    for (const message of [
      'Enter your first name',
      'Enter your company name',
      'Enter your e-mail address',
      'Enter your license number',
      'Choose a plan',
      'Accept the terms to enrol',
    ]) {
      await expectVisible(canvas.getByText(message));
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The plan is the one choice (it is the service type); with the terms accepted it is sent. */
export const PlanChoiceSelects: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { initialValues: { ...filled, plan: '', acceptTerms: false } },
  play: async ({ canvas, args }) => {
    // No separate service-type tick boxes that could disagree with the plan.
    await expect(canvas.queryByRole('checkbox', { name: '$275 Basic Plan' })).not.toBeInTheDocument();
    await chooseOption(canvas.getByRole('button', { name: /Plan$/ }), 'Silver · $275.00 / month');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of the program' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register Office' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: filled,
    errors: { licenceNumber: 'This license number is already enrolled' },
    formError: 'Please correct the marked field.',
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent', officeReference: 'DO-4F8T2P' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('DO-4F8T2P');
  },
};

export const LongText: Story = {
  args: {
    initialValues: {
      ...filled,
      companyName: 'Brickell Family, Cosmetic and Implant Dentistry Associates of South Florida',
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
