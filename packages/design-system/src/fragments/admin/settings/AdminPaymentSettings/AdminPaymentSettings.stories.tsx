import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminPaymentSettings, type AdminPaymentSettingsProps } from './AdminPaymentSettings';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const zelle = {
  name: 'Zelle',
  payeeName: 'Interdental Lab LLC',
  account: 'payments@interdentallab.com',
  instructions: 'Write the order number in the memo.',
};
const bank = {
  name: 'Bank transfer',
  payeeName: 'Interdental Lab LLC',
  account: 'Ocean Bank, routing 066011392, account 0012345678',
  instructions: '',
};

/** Does what the app does when the server refuses a save: its messages come back on the fields. */
function RefusingServer(props: AdminPaymentSettingsProps) {
  const [refused, setRefused] = useState(false);
  return (
    <AdminPaymentSettings
      {...props}
      onSave={(methods) => {
        props.onSave(methods);
        setRefused(true);
      }}
      saveError={refused ? 'Please correct the fields marked below.' : undefined}
      fieldErrors={refused ? { 'transferMethods.1.account': 'At most 300 characters' } : undefined}
    />
  );
}

const meta = {
  title: 'Admin/Settings/AdminPaymentSettings',
  component: AdminPaymentSettings,
  argTypes: { ...fixtureData('fieldErrors', 'methods') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Admin Settings at /admin/settings: the shop’s transfer methods (e.g. Zelle, bank transfer), each with the payee, where to send the money and instructions. Buyers see them at checkout, on the order page and in the order e-mail.',
        do: [
          'Pass the saved `methods`: the form starts from them, and starts again when new ones arrive (loaded or just saved).',
          'Map the server’s field problems by path (transferMethods.1.payeeName) into `fieldErrors`: the first marked field gets the focus.',
          'Set `saved` after a save went through (the status says Saved) and confirm with the toast Payment details saved., as the app does.',
          'Pass `onRetry` with `loadError`: the settings that failed to load come with Try Again.',
        ],
        dont: [
          'Don’t expect it to change orders already placed: they keep the details they were given.',
          'Don’t use it for other settings: it edits the manual transfer methods only.',
        ],
        content: [
          'Fixed texts: Payment details, Method, Payee Name, Send to, Instructions, Remove, Add Transfer Method, Save.',
          'Errors say what to enter: Enter the method’s name, e.g. Zelle; Enter the payee’s name; Enter where to send the money.',
          'With no method it says No transfer method yet: buyers are told you will e-mail them where to pay.',
          'A new method is titled Method 1 until its name is typed.',
        ],
      },
    }),
  },
  args: { methods: [zelle, bank], onSave: fn() },
} satisfies Meta<typeof AdminPaymentSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Zelle' })).toBeVisible();
    const bankGroup = canvas.getByRole('group', { name: 'Bank transfer' });
    await expect(within(bankGroup).getByRole('textbox', { name: /Send to/ })).toHaveValue(bank.account);
  },
};

export const SaveEditedMethod: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const bankGroup = canvas.getByRole('group', { name: 'Bank transfer' });
    await userEvent.clear(within(bankGroup).getByRole('textbox', { name: /Send to/ }));
    await userEvent.type(within(bankGroup).getByRole('textbox', { name: /Send to/ }), 'Account 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([zelle, { ...bank, account: 'Account 42' }]);
  },
};

export const Empty: Story = {
  args: { methods: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/No transfer method yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Transfer Method' }));
    const method = canvas.getByRole('group', { name: 'Method 1' });
    await userEvent.type(within(method).getByRole('textbox', { name: /^Method/ }), 'Zelle');
    // The group takes the method's name as it is typed.
    await expect(canvas.getByRole('group', { name: 'Zelle' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Payee and account are missing: nothing is saved, the first missing field gets the focus.
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Payee Name/ })).toHaveFocus();
    await expect(canvas.getByText('Enter where to send the money')).toBeVisible();
  },
};

export const RemoveMethod: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Zelle' }));
    await expect(canvas.queryByRole('group', { name: 'Zelle' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([bank]);
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const ServerError: Story = {
  args: {
    saveError: 'Check the highlighted fields.',
    fieldErrors: { 'transferMethods.1.account': 'At most 300 characters' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    const bankGroup = canvas.getByRole('group', { name: 'Bank transfer' });
    await expect(within(bankGroup).getByRole('textbox', { name: /Send to/ })).toHaveAccessibleDescription(
      /At most 300 characters/,
    );
  },
};

/** The server refuses Save: its message is announced and the field it names takes the focus. */
export const ServerRefusesSave: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <RefusingServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([zelle, bank]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please correct the fields marked below.',
    );
    const bankGroup = canvas.getByRole('group', { name: 'Bank transfer' });
    const sendTo = within(bankGroup).getByRole('textbox', { name: /Send to/ });
    await waitFor(() => expect(sendTo).toHaveFocus());
    await expect(sendTo).toHaveAccessibleDescription(/At most 300 characters/);
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { loadError: 'We could not load the settings.', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the settings.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const LoadErrorRetry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: LoadError.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
