import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longDescription, sampleReviews } from '../shop.fixtures';
import { CustomerFeedback } from './CustomerFeedback';

const meta = {
  title: 'Shop/CustomerFeedback',
  component: CustomerFeedback,
  args: { rating: 4.7, reviewCount: 12, reviews: sampleReviews, hasMore: true, onLoadMore: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CustomerFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Based on 12 reviews')).toBeVisible();
    await expect(canvas.getByText('Mar 14, 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Maria G.' })).toBeVisible();
  },
};

export const LoadMoreCallsBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};

export const AllLoaded: Story = { args: { reviewCount: 3, hasMore: false, rating: 4.7 } };

export const Empty: Story = {
  args: { rating: 0, reviewCount: 0, reviews: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet. Be the first to share your experience.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    reviews: [
      { ...sampleReviews[0]!, comment: longDescription, authorName: 'Dr. Alexandra Montgomery-Fitzgerald' },
    ],
  },
};
