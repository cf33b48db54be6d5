import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A labelled text input, or a text area with `multiline`, built on react-aria’s TextField, with an optional hint and an announced error. Most of the shop’s forms use it: checkout, sign up, the product form, the marketing forms.',
        do: [
          'Set `type` (email, tel, number) for the right phone keyboard, and `autoComplete` so browsers can fill it (email, given-name).',
          'Put a hint in `description` and the reason for an error in `errorMessage`, which marks the field invalid and is read out.',
          'Use `multiline` for free text such as a message or a product description; mark fields that must be filled with `isRequired`.',
        ],
        dont: [
          'Don’t use it for a password: use PasswordField.',
          'Don’t use it to pick from a known list: use Select, or Combobox for a long one like the countries.',
          'Don’t put the label in `placeholder`: it disappears as the user types. `label` is required.',
        ],
        content: [
          'Labels in Title Case: Full Name, Email Address, Contact Number.',
          'A field error says what to enter, in the second person: Enter your first name, Enter a valid e-mail address.',
          'The specification’s whole-form message, Please fill all the fields, belongs in the form’s alert, not under one field.',
          'A placeholder is an example, not an instruction: name@example.com.',
        ],
      },
    }),
  },
  args: { label: 'Email Address', type: 'email', onChange: fn() },
  argTypes: {
    ...textProps('description', 'label'),
    type: { control: 'inline-radio', options: textFieldTypes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  },
};

export const TypingCallsOnChange: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'a@b.co');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.co');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the order confirmation here.', placeholder: 'name@example.com' },
};

export const Error: Story = {
  args: { defaultValue: 'jane', errorMessage: 'Please fill all the fields' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please fill all the fields');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'jane@example.com' } };

export const Multiline: Story = {
  args: { label: 'Message', type: undefined, multiline: true, placeholder: 'How can we help?' },
};

export const LongText: Story = {
  args: {
    label: 'Street Address Including Building, Floor, Suite and Any Delivery Instructions',
    defaultValue: '1234 North Biscayne Boulevard, Suite 5600, Miami, Florida 33132, United States',
  },
};
