import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormAlert, formAlertTones } from './FormAlert';

const meta = {
  title: 'Account/FormAlert',
  component: FormAlert,
  args: { children: 'Wrong credentials' },
  argTypes: { tone: { control: 'inline-radio', options: formAlertTones } },
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
