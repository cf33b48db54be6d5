import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { featuredProducts, sampleImage } from '../marketing.fixtures';
import { FeaturedProducts } from './FeaturedProducts';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/FeaturedProducts',
  component: FeaturedProducts,
  argTypes: { ...fixtureData('products') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The landing page’s Featured products band: product cards (image, name, price) and a View All button. The app fills it with the shop’s four newest products; a card with an `href` opens its product page.',
        do: [
          'Pass four products, each with `href`, so every card opens its product page.',
          'Build `priceText` with formatPrice from cents, as the landing page does ($396.84).',
          'Pass `thumbnailUrl` and `mediumUrl` when the server stored them, so the browser can pick a smaller image.',
          'Send View All to the shop (/shop).',
        ],
        dont: [
          'Don’t use it as the shop’s product list: it has no filters, stock or Add to Cart; it only leads to the products.',
          'Don’t render it while the products load or fail: the landing page shows a loading line, or an error with Try Again, in its place.',
        ],
        content: [
          'The button stays View All, as the specification quotes it.',
          'Prices are dollar amounts with cents ($928.41).',
          'With no products it says: New products are on their way. Please check back soon.',
        ],
      },
    }),
  },
  args: { products: featuredProducts, onViewAll: fn() },
} satisfies Meta<typeof FeaturedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('$396.84')).toBeVisible();
    // Each card opens its product.
    await expect(canvas.getByRole('link', { name: 'Zirconia Crown' })).toHaveAttribute('href', '/product/1');
  },
};

export const PressViewAll: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
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
