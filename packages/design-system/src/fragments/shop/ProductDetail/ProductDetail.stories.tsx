import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  longDescription,
  longName,
  sampleProduct,
  sampleProductOutOfStock,
  sampleProductWithOptions,
  storedImage,
} from '../shop.fixtures';
import { ProductDetail, type ProductDetailProps } from './ProductDetail';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

/** Keeps the wishlist state so the heart toggles in the story. */
function Stateful(props: ProductDetailProps) {
  const [wished, setWished] = useState(props.isWishlisted ?? false);
  return (
    <ProductDetail
      {...props}
      isWishlisted={wished}
      onWishlistChange={(next) => {
        setWished(next);
        props.onWishlistChange?.(next);
      }}
    />
  );
}

// Autoplay is off so screenshots never depend on timing.
const meta = {
  title: 'Shop/ProductDetail',
  component: ProductDetail,
  argTypes: { ...fixtureData('product') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The main block of the product page (/product/{id}): pictures with thumbnails, name, wishlist heart, price, rating, stock badge, category, description, a size or colour choice when the product has one, Quantity, Buy Now and Add to Cart. The page shows CustomerFeedback and RelatedProducts under it.',
        do: [
          'Set `addingToCart` while the request runs: Add to Cart reads Adding... and cannot be pressed twice.',
          'Handle Buy Now as the app does: add the choice to the cart, then open the cart panel at Checkout.',
          'Pass `status` loading or error (with `onRetry`); for a product that does not exist the app shows its not-found page instead.',
        ],
        dont: [
          'Don’t use it for the admin product page: that is AdminProductDetail, with Edit, Delete and Add Stock.',
          'Don’t show the spec’s fixed 5.0 rating: pass the product’s own rating and review count; without reviews it says No reviews yet.',
        ],
        content: [
          'Buttons are the spec’s Buy Now and Add to Cart, and Adding... while the request runs.',
          'The stock badge reads In Stock, Only 3 left (stock at or below `lowStockThreshold`, 5 by default) or Out of Stock.',
          'A product with options asks for one in a sentence (Choose a size to add it to the cart.) and marks a sold-out value (out of stock).',
        ],
      },
    }),
  },
  args: {
    product: sampleProduct,
    imageAutoplayMs: 0,
    onAddToCart: fn(),
    onBuyNow: fn(),
    onWishlistChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
    await expect(canvas.getByText('In Stock')).toBeVisible();
  },
};

/** The quantity chosen with Increase goes with Add to Cart and with Buy Now. */
export const AddAndBuyTwo: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ quantity: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ quantity: 2 });
  },
};

export const HeartToggles: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: /to wishlist/ });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(true);
  },
};

export const ThumbnailChoosesImage: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 3 of 3' }));
    await waitFor(() => expect(canvas.getByText('Slide 3 of 3')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 1 of 3' }));
    await waitFor(() => expect(canvas.getByText('Slide 1 of 3')).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 900));
  },
};

export const WithOptions: Story = {
  args: { product: sampleProductWithOptions },
  play: async ({ args, canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /0.6 mm/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '0.8 mm' }));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith({ quantity: 1, optionValue: '0.8 mm' });
  },
};

export const LowStock: Story = {
  args: { product: { ...sampleProduct, stockQuantity: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: sampleProductOutOfStock },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  },
};

/**
 * A lab service: no price in the cart's sense of stock, no quantity, no Add to Cart; the patient
 * learns that their dentist orders it, and a dentist how to reach the lab.
 */
export const LabService: Story = {
  args: {
    product: {
      ...sampleProduct,
      name: 'Zirconia Crown (monolithic)',
      description: 'High-strength monolithic zirconia for molars.',
      options: null,
      labService: { kind: 'crown', turnaroundWorkingDays: 5 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ordered by your dentist' })).toBeVisible();
    await expect(canvas.getByText(/a crown takes 5 working days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    await expect(canvas.getByRole('link', { name: 'support@interdentallab.com' })).toHaveAttribute(
      'href',
      'mailto:support@interdentallab.com',
    );
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  },
};

export const Adding: Story = {
  args: { addingToCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

/** Nobody reviewed it yet: says so, instead of empty stars and '0.0'. */
export const NoReviews: Story = {
  args: { product: { ...sampleProduct, rating: 0, reviewCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByText('0.0')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { product: { ...sampleProduct, name: longName, description: longDescription } },
};

export const Loading: Story = {
  args: { product: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product');
  },
};

export const ErrorWithRetry: Story = {
  args: { product: null, status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const storedImages = [storedImage('Front', '#e3f0f8'), storedImage('Side', '#e2f4ea')];

/**
 * Uploaded pictures: the first one loads at once with high priority in its 800 px version (the
 * gallery is 620 px wide on a desktop); the next one waits until it is shown; thumbnails take 320 px.
 */
export const StoredVersions: Story = {
  args: { product: { ...sampleProduct, img: storedImages[0]!.imageUrl, imageUrls: storedImages } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole<HTMLImageElement>('img', { name: /^(Front|Side)$/ });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute(
      'srcset',
      `${storedImages[0]!.thumbnailUrl} 320w, ${storedImages[0]!.mediumUrl} 800w`,
    );
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(second).not.toHaveAttribute('fetchpriority');
    await waitFor(() => expect(first!.complete && first!.currentSrc !== '').toBe(true));
    await expect(first!.currentSrc).toBe(storedImages[0]!.mediumUrl);
    const thumb = canvas
      .getByRole('button', { name: 'Show image 2 of 2' })
      .querySelector<HTMLImageElement>('img')!;
    await expect(thumb).toHaveAttribute('sizes', '64px');
    await waitFor(() => expect(thumb.complete && thumb.currentSrc !== '').toBe(true));
    await expect(thumb.currentSrc).toBe(storedImages[1]!.thumbnailUrl);
  },
};
