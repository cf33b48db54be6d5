import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longWishlistItem, sampleWishlist } from './WishlistList.fixtures';
import { WishlistList } from './WishlistList';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Shop/WishlistList',
  component: WishlistList,
  argTypes: { ...fixtureData('addingId', 'items', 'removingId') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The /wishlist page body: the heading Wishlist and one card per saved product (picture, name linking to its page, price, description, Add to Cart), with a filled heart that removes it.',
        do: [
          'Set `addingId` to the item being added (its button reads Adding...) and `removingId` to the one being removed.',
          'Send a product sold in sizes or colours to its page instead of adding it, as the app does, so one gets chosen.',
          'Confirm with the spec’s toasts, as the app does: Added to Cart !, Product Removed From Wishlist !',
        ],
        dont: [
          'Don’t show the spec’s fixed 5.0 rating: the wishlist API sends none, so leave `rating` unset and no stars show.',
          'Don’t hide an item that went out of stock: pass `inStock` false; it keeps its card with an Out of Stock badge and Add to Cart disabled.',
        ],
        content: [
          'The heading Wishlist and the button Add to Cart (Adding... while busy) are the spec’s.',
          'The empty text says how to fill it (Your wishlist is empty. Tap the heart on a product to keep it here.) and links to the shop.',
          'A description shows at most three lines; a name wraps in full.',
        ],
      },
    }),
  },
  args: { items: sampleWishlist, onAddToCart: fn(), onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  },
};

export const AddToCartAndRemove: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const first = sampleWishlist[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${first.productName}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.productName} from wishlist` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

export const Adding: Story = {
  args: { addingId: sampleWishlist[0]!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = { args: { items: [longWishlistItem, ...sampleWishlist.slice(1)] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
