import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longWishlistItem, sampleWishlist } from './WishlistList.fixtures';
import { WishlistList } from './WishlistList';

const meta = {
  title: 'Shop/WishlistList',
  component: WishlistList,
  args: { items: sampleWishlist, onAddToCart: fn(), onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
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
