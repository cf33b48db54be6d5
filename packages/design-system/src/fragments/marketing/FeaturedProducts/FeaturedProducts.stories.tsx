import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { featuredProducts, sampleImage } from '../marketing.fixtures';
import { FeaturedProducts } from './FeaturedProducts';

const meta = {
  title: 'Marketing/FeaturedProducts',
  component: FeaturedProducts,
  parameters: { layout: 'fullscreen' },
  args: { products: featuredProducts, onViewAll: fn() },
} satisfies Meta<typeof FeaturedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('$396.84')).toBeVisible();
    // Each card opens its product.
    await expect(canvas.getByRole('link', { name: 'Zirconia Crown' })).toHaveAttribute('href', '/product/1');
    await userEvent.click(canvas.getByRole('button', { name: 'View All' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/New products are on their way/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    products: [
      {
        id: 'long',
        name: 'Full-contour monolithic high-translucency zirconia implant crown with custom abutment',
        priceText: '$928.41',
        imageUrl: sampleImage('Implant'),
      },
      ...featuredProducts.slice(1),
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
