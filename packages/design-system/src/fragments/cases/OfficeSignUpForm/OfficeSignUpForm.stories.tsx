import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OfficeSignUpForm } from './OfficeSignUpForm';
import { OfficeStatusNotice } from './OfficeStatusNotice';
import { fixtureData, textProps } from '../../../components/storybook/controls';
import { docsPage } from '../../../components/storybook/usage';

const bayfront = {
  practiceName: 'Bayfront Dental',
  licenceNumber: 'DN12345',
  phone: '+1 305 555 0101',
  address: '100 Biscayne Blvd',
  city: 'Miami',
  zip: '33132',
  dentists: ['Dr. Ana Ruiz', 'Dr. Tom Lee'],
};

const meta = {
  title: 'Cases/OfficeSignUpForm',
  component: OfficeSignUpForm,
  argTypes: {
    ...fixtureData('errors', 'initialValues'),
    ...textProps('formError', 'submitLabel'),
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A signed-in account signs its dentist office up to send cases to the lab: practice name, licence number, phone and address, and the dentists who send cases, one row each (Add a Dentist, Remove). The lab verifies the office before its first case: show OfficeStatusNotice once it is sent.',
        do: [
          'Pass the server’s 400 details in `errors` by the API’s paths (`licenceNumber`, `dentists.1`).',
          'For a refused office, start from its values (`initialValues`) so it corrects them and sends again.',
        ],
        dont: [
          'Don’t check the fields again in the container: the form checks them with the contract’s schema.',
        ],
        content: [
          'Errors are the contract’s: Licence number is required. Name at least one dentist who sends cases.',
        ],
      },
    }),
  },
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OfficeSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Office sign-up' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Dentist 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const Filled: Story = { args: { initialValues: bayfront } };

/** Sending with nothing filled in names every missing field and sends nothing. */
export const EmptySubmitShowsErrors: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up My Office' }));
    await expect(await canvas.findByText('Please correct the fields marked below.')).toBeVisible();
    await expect(canvas.getByText('Licence number is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Dentists are added and removed a row at a time; the form sends their names in order. */
export const AddAndRemoveDentists: Story = {
  tags: ['!autodocs'],
  args: { initialValues: { ...bayfront, dentists: ['Dr. Ana Ruiz'] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Dentist' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dentist 2' }), 'Dr. Tom Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Dentist' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dentist 3' }), 'Dr. Sam Cole');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dr. Tom Lee' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up My Office' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ dentists: ['Dr. Ana Ruiz', 'Dr. Sam Cole'] }),
      ),
    );
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: bayfront,
    errors: { licenceNumber: 'This licence number is already signed up' },
    formError: 'Please correct the fields marked below.',
  },
};

export const Sending: Story = { args: { initialValues: bayfront, busy: true } };

export const Mobile: Story = {
  args: { initialValues: bayfront },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Once sent: the lab verifies the office before its first case. */
export const PendingVerification: Story = {
  render: () => (
    <OfficeStatusNotice
      practiceName="Bayfront Dental"
      status="pending"
      signedUpOn="2026-11-27T15:00:00.000Z"
    />
  ),
};

export const Verified: Story = {
  render: () => (
    <OfficeStatusNotice practiceName="Bayfront Dental" status="verified">
      <p>Send your first case from My Cases.</p>
    </OfficeStatusNotice>
  ),
};

export const Rejected: Story = {
  render: () => (
    <OfficeStatusNotice
      practiceName="Bayfront Dental"
      status="rejected"
      rejectionReason="The licence number does not match the Florida Board of Dentistry’s records."
    />
  ),
};
