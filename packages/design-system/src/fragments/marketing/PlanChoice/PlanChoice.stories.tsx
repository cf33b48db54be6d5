import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanChoice } from './PlanChoice';

const meta = {
  title: 'Marketing/PlanChoice',
  component: PlanChoice,
  args: {
    label: 'Choose your plan',
    onChange: fn(),
    options: [
      { id: 'a', title: 'BASIC', price: '$10.00 / month', detail: '12 months', lines: ['One thing'] },
      { id: 'b', title: 'PLUS', price: '$20.00 / month', detail: '24 months', lines: ['Two things'] },
      { id: 'c', title: 'SOON', price: '$30.00 / month', isDisabled: true },
    ],
  },
} satisfies Meta<typeof PlanChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = {
  args: { defaultValue: 'b' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /PLUS/ })).toBeChecked();
  },
};

/** Clicking a card chooses it and reports its id; a disabled card cannot be chosen. */
export const ChoosingSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('BASIC'));
    await expect(canvas.getByRole('radio', { name: /BASIC/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('radio', { name: /SOON/ })).toBeDisabled();
  },
};

export const WithError: Story = { args: { errorMessage: 'Choose a plan' } };
