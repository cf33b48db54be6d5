import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleProducts } from '../shop.fixtures';
import { RelatedProducts } from './RelatedProducts';

// Autoplay is off in these stories so screenshots never depend on timing.
const meta = {
  title: 'Shop/RelatedProducts',
  component: RelatedProducts,
  args: { products: sampleProducts.slice(0, 6), autoplayMs: 0, onWishlistChange: fn(), wishlistedIds: [2] },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Related Products' })).toBeVisible();
    await expect(canvas.getByText('Slide 1 of 6')).toBeVisible();
  },
};

export const NextSlide: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(canvas.getByText('Slide 2 of 6')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(canvas.getByText('Slide 1 of 6')).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 900));
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Related Products Found.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
