import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleProducts } from '../shop.fixtures';
import { RelatedProducts } from './RelatedProducts';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

// Autoplay is off in these stories so screenshots never depend on timing.
const meta = {
  title: 'Shop/RelatedProducts',
  component: RelatedProducts,
  argTypes: { ...fixtureData('products', 'wishlistedIds') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Related Products under the product on its page: a carousel of product cards, four at a time on a desktop, two on a tablet and one on a phone, moving on every 3 seconds and pausing on hover. With none it says No Related Products Found.',
        do: [
          'Keep the spec’s settings on the page (4 per view, 24 px apart, 3000 ms): the stories set `autoplayMs` to 0 only for steady screenshots.',
          'Pass `wishlistedIds` and `onWishlistChange` so the hearts work as in the shop grid.',
          'When they could not be loaded, pass `error` and `onRetry`: the reason and Retry show under the heading.',
        ],
        dont: [
          'Don’t use it for the shop’s list: that is ProductGrid, with sorting and pages.',
          'Don’t pass an empty list for a failed load: No Related Products Found would tell the shopper there are none.',
        ],
        content: [
          'The heading and the empty text are the spec’s, word for word: Related Products, No Related Products Found.',
          'Each card follows ProductCard’s rules: the catalogue’s name in full, the price with cents.',
          'A load `error` says what happened and what to do, e.g. The related products could not be loaded. Check your connection and try again.',
        ],
      },
    }),
  },
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
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
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

const loadError = 'The related products could not be loaded. Check your connection and try again.';

/** The related products failed to load: the reason and Retry under the heading, no cards. */
export const Error: Story = {
  args: { products: [], error: loadError, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadError);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No Related Products Found.')).not.toBeInTheDocument();
  },
};

export const ErrorRetry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
