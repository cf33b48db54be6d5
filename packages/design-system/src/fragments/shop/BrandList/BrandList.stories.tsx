import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longDescription, sampleBrands } from '../shop.fixtures';
import { BrandList } from './BrandList';

const meta = {
  title: 'Shop/BrandList',
  component: BrandList,
  args: { brands: sampleBrands },
} satisfies Meta<typeof BrandList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Curaprox' })).toHaveAttribute('href', '/shop?brandId=1');
    await expect(canvas.getByRole('img', { name: 'Curaprox logo' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No brands yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    brands: [
      {
        ...sampleBrands[0]!,
        name: 'Interdental Lab Prosthetics and Oral Care',
        description: longDescription,
      },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
