import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormAlert, formAlertTones } from './FormAlert';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A message at the top of a form that screen readers announce as soon as it appears: `critical` (the default, an alert) for errors, `success` (a status) for a confirmation. Every form of the shop uses it, so a form’s errors look the same everywhere: the log-in, sign-up and password screens, the account dialogs, the contact, registration and warranty look-up forms, and the admin’s product, brand and category forms.',
        do: [
          'Put it first in the form, above the fields; in a two-column form pass a `className` that spans both columns.',
          'Render it only when there is a message: no empty box waiting for one.',
          'Use it for what concerns the whole form: the spec’s Please fill all the fields, or the server’s answer.',
        ],
        dont: [
          'Don’t use it for one field’s problem: pass `errorMessage` to that TextField or PasswordField so it shows under the field.',
          'Don’t use it to confirm a save that closes a dialog: the app shows a toast for that (Your notification settings have been saved.).',
          'Don’t fall back to the browser’s alert(): show the message here.',
        ],
        content: [
          'Texts the specification quotes stay word for word, marks included: Wrong credentials, Login failed, Please fill all the fields !, Passwords are not same !',
          'Anything else is a sentence with a full stop that says what went wrong: Your notification settings could not be loaded.',
          'Keep it to one or two short sentences.',
        ],
      },
    }),
  },
  args: { children: 'Wrong credentials' },
  argTypes: { ...textProps('children'), tone: { control: 'inline-radio', options: formAlertTones } },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong credentials');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your changes have been saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your changes have been saved.');
  },
};
