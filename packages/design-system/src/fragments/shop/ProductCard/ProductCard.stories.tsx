import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { longName, sampleProducts, storedImage } from '../shop.fixtures';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureChoice } from '../../../components/storybook/controls';

/** Keeps the wished state so the heart really toggles in the story. */
function Stateful(props: ProductCardProps) {
  const [wished, setWished] = useState(props.isWishlisted ?? false);
  return (
    <ProductCard
      {...props}
      isWishlisted={wished}
      onWishlistChange={(next) => {
        setWished(next);
        props.onWishlistChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  parameters: {
    ...docsPage({
      usage: {
        use: 'One product in a grid or carousel: picture, name, price, stars with the number of reviews, an Out of Stock badge at zero stock and an optional wishlist heart; the whole card links to the product page. The app shows it through ProductGrid (/shop) and RelatedProducts (product page).',
        do: [
          'Link it to the product’s page (`href`, normally /product/{id}).',
          'Set `priority` only on cards seen at first paint (ProductGrid does it for the first row) so the others load lazily.',
          'Pass `onWishlistChange` only where the heart works: without it there is no heart. Set `imageSizes` when the card is shown at another width.',
        ],
        dont: [
          'Don’t add Add to Cart or other buttons to the card: the card is one link, and buying starts on the product page.',
          'Don’t use it for the landing page’s featured products: that is FeaturedProducts.',
        ],
        content: [
          'The name is the catalogue’s, shown in full: a long name wraps rather than being cut.',
          'The price has cents ($12.50); the badge reads Out of Stock.',
          'The heart is named Save {product name} to wishlist for screen readers and says whether it is pressed.',
        ],
      },
    }),
  },
  argTypes: {
    product: fixtureChoice({
      'Short name': sampleProducts[0]!,
      'Long name': { ...sampleProducts[2]!, name: longName },
      'Out of stock': sampleProducts[3]!,
      'No reviews, no image': { ...sampleProducts[5]!, img: null, imageUrls: [] },
    }),
  },
  args: { product: sampleProducts[0]!, href: '/product/1', onWishlistChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A square picture with its caption at the bottom, like the demo catalogue's: nothing is cropped. */
const squareCaptioned = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    '<rect width="800" height="800" fill="#0e5a8a"/><circle cx="400" cy="360" r="150" fill="#fff"/>' +
    '<text x="400" y="730" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">Caption at the bottom</text></svg>',
)}`;

export const SquarePictureWithCaption: Story = {
  args: { product: { ...sampleProducts[0]!, img: squareCaptioned, imageUrls: [] } },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: sampleProducts[0]!.name });
    await expect(picture).toHaveAttribute('src', squareCaptioned);
    // The whole picture shows: it is scaled to fit its box, not cut to fill it.
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: sampleProducts[0]!.name });
    await expect(link).toHaveAttribute('href', '/product/1');
    await expect(canvas.getByRole('img', { name: sampleProducts[0]!.name })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const HeartToggles: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: /Save .* to wishlist/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Wishlisted: Story = { args: { isWishlisted: true } };

export const OutOfStock: Story = {
  args: { product: sampleProducts[3]!, href: '/product/4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
  },
};

export const NoReviewsNoImage: Story = {
  args: { product: { ...sampleProducts[5]!, img: null, imageUrls: [] }, href: '/product/6' },
};

export const LongText: Story = {
  args: { product: { ...sampleProducts[2]!, name: longName }, href: '/product/3' },
};

export const WithoutHeart: Story = { args: { onWishlistChange: undefined } };

const stored = storedImage('Brush', '#e3f0f8', 'Blue interdental brush');

/** An uploaded picture: the card offers its stored versions and the browser takes the 320 px one. */
export const StoredVersions: Story = {
  args: { product: { ...sampleProducts[0]!, img: stored.imageUrl, imageUrls: [stored] } },
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Blue interdental brush' });
    await expect(img).toHaveAttribute('srcset', `${stored.thumbnailUrl} 320w, ${stored.mediumUrl} 800w`);
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 280px, 50vw');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect(img.complete && img.currentSrc !== '').toBe(true));
    await expect(img.currentSrc).toBe(stored.thumbnailUrl);
  },
};

/**
 * On a 375 px phone the shop grid has two columns of about 160 px (columns of at least 150 px):
 * the name wraps, the price, the stars and the heart stay whole.
 */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
