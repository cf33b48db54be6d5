import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from './ContactForm';

const filled = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.com',
  message: 'Do you make Emax veneers for a single tooth?',
};

const meta = {
  title: 'Marketing/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sending an empty form names every missing field and sends nothing. */
export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('E-mail is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('First name'), filled.firstName);
    await userEvent.type(canvas.getByLabelText('Last name'), filled.lastName);
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
