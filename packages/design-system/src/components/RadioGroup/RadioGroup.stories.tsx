import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Availability',
    onChange: fn(),
    options: [
      { value: 'inStock', label: 'In stock' },
      { value: 'outOfStock', label: 'Out of stock' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'In stock' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Out of stock' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('outOfStock');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'inStock' } };

export const Error: Story = { args: { errorMessage: 'Please choose one' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'outOfStock' } };
