import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longDescription, sampleReviews } from '../shop.fixtures';
import { CustomerFeedback } from './CustomerFeedback';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Shop/CustomerFeedback',
  component: CustomerFeedback,
  argTypes: { ...fixtureData('reviews') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The reviews on the product page: the heading Customer Feedback, the average with stars and Based on N reviews, each review (name, date, stars, comment), and Load More for the next page.',
        do: [
          'Pass the API’s `rating` and `reviewCount` over all reviews, and the reviews loaded so far, newest first.',
          'Pass `hasMore` and `onLoadMore` together (Load More needs both); set `loadingMore` while the next page comes (Loading...).',
          'Set `headingLevel` to fit the page outline: each reviewer’s name takes the level below.',
        ],
        dont: [
          'Don’t fill it with sample reviews or the spec’s fixed 5.0: with no reviews it invites the first one.',
          'Don’t use it to write a review: customers write one from a completed order’s Leave Review (RatingDialog).',
        ],
        content: [
          'The spec’s names stay: Customer Feedback, Load More.',
          'The average has one decimal (4.7) and the count agrees in number: Based on 1 review, Based on 12 reviews.',
          'Comments show as written, line breaks kept. With none: No reviews yet. Be the first to share your experience.',
        ],
      },
    }),
  },
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
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
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
