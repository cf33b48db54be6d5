import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { YourAccountDialog } from './YourAccountDialog';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

/** A plain coloured circle with a face-like mark: a stable stand-in photo (no network). */
const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#0e5a8a'/><circle cx='32' cy='26' r='12' fill='#e3f0f8'/><rect x='14' y='42' width='36' height='22' rx='11' fill='#e3f0f8'/></svg>",
)}`;

const meta = {
  title: 'Account/YourAccountDialog',
  parameters: {
    ...docsPage({
      ownFrame: 800,
      usage: {
        use: 'The account menu’s Profile: First Name, Last Name and E-mail Address, filled in from the signed-in user, beside a photo or their initials. A new e-mail asks for the current password and takes effect only when the link sent to it is followed.',
        do: [
          'Pass `pendingEmail` while a new address waits for confirmation: the field says so under it.',
          'Pass a field’s problem from the server (an e-mail already in use) as `fieldErrors`, anything else as `errorMessage`.',
          'Set `busy` while saving (Saving...); on success close it and confirm with a toast, as the app does.',
        ],
        dont: [
          'Don’t show the new e-mail as the account’s before it is confirmed: keep it out of `profile` and pass it as `pendingEmail`.',
          'Don’t change the password here: that is ChangePasswordDialog, its own menu item.',
        ],
        content: [
          'Labels are in Title Case: First Name, Last Name, E-mail Address, Current Password; the title is Your Account.',
          'Field errors say what to enter: Enter a valid e-mail address, Enter your current password to change your e-mail.',
          'Names may be at most 100 characters (the API’s limit); longer ones get Names must be at most 100 characters.',
        ],
      },
    }),
  },
  component: YourAccountDialog,
  argTypes: { ...fixtureData('fieldErrors', 'profile'), ...textProps('photoUrl') },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    profile: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com' },
  },
} satisfies Meta<typeof YourAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Your Account' });
    await expect(screen.getByRole('textbox', { name: 'E-mail Address' })).toHaveValue('jane.doe@example.com');
    await expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Doe');
  },
};

export const SavesChanges: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Your Account' });
    await expect(screen.getByRole('textbox', { name: 'E-mail Address' })).toHaveValue('jane.doe@example.com');
    const lastName = screen.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        firstName: 'Jane',
        lastName: 'Smith',
        email: 'jane.doe@example.com',
      }),
    );
  },
};

export const WithPhoto: Story = { args: { photoUrl: samplePhoto } };

export const FieldErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const email = await screen.findByRole('textbox', { name: 'E-mail Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.doe');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectVisible(screen.getByText('Enter a valid e-mail address'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    errorMessage: 'Your changes could not be saved.',
    fieldErrors: { email: 'This e-mail is already in use' },
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** A new e-mail asks for the current password; the change waits for the link sent to it. */
export const EmailChange: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const email = await screen.findByRole('textbox', { name: 'E-mail Address' });
    await expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectVisible(await screen.findByText('Enter your current password to change your e-mail'));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Current Password'), 'my pass word');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.new@example.com',
        currentPassword: 'my pass word',
      }),
    );
  },
};

export const PendingEmail: Story = { args: { pendingEmail: 'jane.new@example.com' } };

/** On a 375 px phone: the photo, the fields and Save Changes keep to the screen's width. */
export const Phone: Story = {
  args: { photoUrl: samplePhoto },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
