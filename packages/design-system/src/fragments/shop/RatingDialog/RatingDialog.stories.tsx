import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { longDescription } from '../shop.fixtures';
import { RatingDialog } from './RatingDialog';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

// Dialogs render open.
const meta = {
  title: 'Shop/RatingDialog',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'Asks a customer to rate a product of a completed order: How was the Service, five stars with a hover preview, an optional comment, Maybe Later and Submit Review. The order page opens it from Leave Review; `mode` view shows a written review read-only (Your Review) from View Review.',
        do: [
          'Set `submitting` while the review is sent (Submitting...); on success close it and thank the customer with a toast, as the app does.',
          'Pass `productName` so the customer sees which product they rate.',
          'Use `mode` view with the saved `review` for View Review.',
        ],
        dont: [
          'Don’t make the comment required: only the stars are.',
          'Don’t use it to list a product’s reviews: that is CustomerFeedback on the product page.',
        ],
        content: [
          'The spec’s texts stay word for word: How was the Service, Please share your experience, Maybe Later, Submit Review.',
          'The placeholder is the spec’s with its typo fixed: Enter your opinion.',
          'No stars chosen says what to do: Choose a rating from 1 to 5 stars. The app’s thank-you toast is Thank you for your review !',
        ],
      },
    }),
  },
  component: RatingDialog,
  argTypes: { ...fixtureData('review') },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(), productName: 'Zirconia Crown Kit' },
} satisfies Meta<typeof RatingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const starLabel = (stars: number) =>
  screen.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });

export const Default: Story = {
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'How was the Service' }));
    await expectVisible(screen.getByPlaceholderText('Enter your opinion'));
    await expect(document.documentElement.style.overflow || document.body.style.overflow).toBe('hidden');
  },
};

export const HoverAndSelectStars: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    const fourth = starLabel(4).closest('label') as HTMLElement;
    await userEvent.hover(fourth);
    const previewed = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.getAttribute('data-preview'));
    await expect(previewed).toEqual(['on', 'on', 'on', 'on', 'off']);
    await userEvent.click(starLabel(5));
    await userEvent.unhover(fourth);
    await userEvent.type(screen.getByRole('textbox', { name: 'Please share your experience' }), 'Great fit.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, comment: 'Great fit.' });
  },
};

export const RatingRequired: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await expectVisible(await screen.findByText('Choose a rating from 1 to 5 stars.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(starLabel(3));
    await waitFor(() =>
      expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument(),
    );
  },
};

export const MaybeLater: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Submitting: Story = {
  args: { submitting: true, review: { rating: 4, comment: 'Fast delivery.' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const ViewReview: Story = {
  args: {
    mode: 'view',
    review: { rating: 4, comment: 'Crowns fitted first time. Delivery took a day longer.' },
  },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'Your Review' }));
    await expectVisible(screen.getByRole('img', { name: 'Rated 4.0 out of 5' }));
    await expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const ViewReviewLongText: Story = {
  args: { mode: 'view', review: { rating: 2, comment: longDescription } },
};

/** On a 375 px phone: the stars, the comment box and both buttons keep to the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'How was the Service' }));
    await expectVisible(screen.getByRole('button', { name: 'Submit Review' }));
  },
};
