import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceSizes } from './Price';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/Price',
  component: Price,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A price in US dollars, formatted for en-US from integer cents ($1,234.50), with an optional earlier price struck through. Product cards and pages, the header search, the cart, orders and the admin product screens use it.',
        do: [
          'Pass integer cents; where the data is in dollars, convert first (the fragments’ `toCents`).',
          'Pick `size` by weight: lg on a product page, md (the default) on cards and totals, sm on list lines and summary rows.',
          'Use `compareAtCents` for the price before a change: screen readers hear was before it.',
        ],
        dont: [
          'Don’t pass dollars: 12.5 would show $0.13.',
          'Don’t show a cost of nothing as $0.00 where the shop says Free: write Free, as the cart’s Shipping line does.',
        ],
        content: [
          'Money is a dollar amount with cents and thousands separators: $1,250.00.',
          'Name the amount beside it in words (Subtotal, Sales tax, Total): Price shows only the number.',
        ],
      },
    }),
  },
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
