import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from './ContactForm';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const filled = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.com',
  message: 'Do you make Emax veneers for a single tooth?',
};

const meta = {
  title: 'Marketing/ContactForm',
  component: ContactForm,
  argTypes: { ...fixtureData('errors', 'initialValues') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The contact form: First Name, Last Name, E-mail and Message, with Send. Once `status` is sent, a thank-you message replaces the form. In the app it always comes inside ContactSection.',
        do: [
          'Set `status` to busy while sending (the button reads Sending... and waits) and to sent once the message is stored.',
          'Pass the server’s field errors in `errors` and a whole-form message in `formError`; a field’s error goes once it is edited.',
          'Let its own check run: it sends nothing while a name, the e-mail or the message is missing.',
        ],
        dont: [
          'Don’t add fields: the specification’s contact form has first name, last name, e-mail and message only.',
          'Don’t use it to register for the warranty or file a claim: use PatientRegistrationForm or ClaimRequestForm.',
        ],
        content: [
          'Its own errors say what to enter: Enter your first name, Enter a valid e-mail address.',
          'A `formError` says what happened and what to do: We could not send your message. Please try again.',
          'The sent message is titled Thank you for your message and promises an answer by e-mail within two working days.',
        ],
      },
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sending an empty form names every missing field and sends nothing. */
export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Enter your first name')).toBeVisible();
    await expect(canvas.getByText('Enter your last name')).toBeVisible();
    await expect(canvas.getByText('Enter your e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your message')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValues: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), filled.firstName);
    await userEvent.type(canvas.getByLabelText('Last Name'), filled.lastName);
    await userEvent.type(canvas.getByLabelText('E-mail'), filled.email);
    await userEvent.type(canvas.getByLabelText('Message'), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: { ...filled, email: 'maria@example' },
    errors: { email: 'Enter a valid e-mail address' },
    formError: 'Please correct the marked field.',
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your message');
  },
};

export const LongText: Story = {
  args: {
    initialValues: {
      ...filled,
      firstName: 'Maria-Fernanda Guadalupe',
      message: 'A long message about a complicated case. '.repeat(12),
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
