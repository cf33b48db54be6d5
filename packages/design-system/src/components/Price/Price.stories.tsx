import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceSizes } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { cents: 123450 },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

export const Large: Story = { args: { cents: 92841, size: 'lg' } };

export const Small: Story = { args: { cents: 39684, size: 'sm' } };

export const WithCompareAt: Story = { args: { cents: 17500, compareAtCents: 27500 } };

export const Zero: Story = { args: { cents: 0 } };
