import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { longDescription } from '../shop.fixtures';
import { RatingDialog } from './RatingDialog';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { ownFrameInDocs } from '../../../components/storybook/ownFrameInDocs';

// Dialogs render open.
const meta = {
  title: 'Shop/RatingDialog',
  parameters: ownFrameInDocs(),
  component: RatingDialog,
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
    await expectVisible(await screen.findByText('Please choose a rating from 1 to 5 stars.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(starLabel(3));
    await waitFor(() =>
      expect(screen.queryByText('Please choose a rating from 1 to 5 stars.')).not.toBeInTheDocument(),
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
