import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { longNameProduct, sampleProducts } from '../adminProducts.fixtures';
import { desktopTall, tabletTall, tallViewportParameters } from '../storyViewports';
import { AdminProductDetail, type AdminProductDetailProps } from './AdminProductDetail';
import { moreFeedback, sampleFeedback } from './AdminProductDetail.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { ownFrameInDocs } from '../../../../components/storybook/ownFrameInDocs';

/** Appends the next page of feedback on Load More, as a screen would. */
function WithLoadMore(props: AdminProductDetailProps) {
  const [feedback, setFeedback] = useState(props.feedback);
  return (
    <AdminProductDetail
      {...props}
      feedback={feedback}
      hasMoreFeedback={feedback.length < sampleFeedback.length + moreFeedback.length}
      onLoadMoreFeedback={() => {
        props.onLoadMoreFeedback?.();
        setFeedback((f) => [...f, ...moreFeedback]);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Products/AdminProductDetail',
  component: AdminProductDetail,
  parameters: { ...tallViewportParameters, ...ownFrameInDocs(900) },
  globals: desktopTall,
  args: {
    product: sampleProducts[0]!,
    soldCount: 200,
    feedback: sampleFeedback,
    hasMoreFeedback: true,
    onLoadMoreFeedback: fn(),
    onDelete: fn(),
    onEdit: fn(),
    onAddStock: fn(),
  },
} satisfies Meta<typeof AdminProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'TePe Interdental Brush Original' }),
    ).toBeVisible();
    await expectVisible(canvas.getByText('In Stock'));
    await expectVisible(canvas.getByText('$12.50'));
    await expectVisible(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' }));
    await expectVisible(canvas.getByText('(12 reviews)'));
  },
};

export const EditAndAddStock: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async (context) => {
    // What Default checks, then the interaction.
    await Default.play?.(context);
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Stock' }));
    await expect(args.onAddStock).toHaveBeenCalled();
  },
};

export const LoadMore: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <WithLoadMore {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMoreFeedback).toHaveBeenCalled();
    await expectVisible(canvas.getByText('Peter Novak'));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

export const LoadingMore: Story = { args: { loadingMoreFeedback: true } };

export const DeleteAsksFirst: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const NoFeedback: Story = {
  args: { feedback: [], hasMoreFeedback: false },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No customer feedback yet.'));
  },
};

export const LowStock: Story = { args: { product: sampleProducts[1]!, soldCount: 0 } };

export const OutOfStockWithoutImages: Story = { args: { product: sampleProducts[2]!, feedback: [] } };

export const LongText: Story = { args: { product: longNameProduct, soldCount: 1_204 } };

export const Tablet: Story = { globals: tabletTall };
