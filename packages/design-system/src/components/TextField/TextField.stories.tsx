import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email Address', type: 'email', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
    label: 'Street address including building, floor, suite and any delivery instructions',
    defaultValue: '1234 North Biscayne Boulevard, Suite 5600, Miami, Florida 33132, United States',
  },
};
