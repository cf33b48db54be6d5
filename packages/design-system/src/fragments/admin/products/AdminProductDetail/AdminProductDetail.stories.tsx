import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { longNameProduct, sampleProducts } from '../adminProducts.fixtures';
import { desktopTall, tabletTall, tallViewportParameters } from '../storyViewports';
import { AdminProductDetail, type AdminProductDetailProps } from './AdminProductDetail';
import { moreFeedback, sampleFeedback } from './AdminProductDetail.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

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
  argTypes: { ...fixtureData('feedback', 'product') },
  parameters: {
    ...tallViewportParameters,
    ...docsPage({
      ownFrame: 900,
      usage: {
        use: 'The admin product page at /admin/products/{productId}: images, name with its stock badge, price, rating, description, Stock Quantity, Category, Sold and SKU, customer feedback with Load More, and Delete, Edit and Add Stock.',
        do: [
          'Pass the sold count and the reviews from the server; `hasMoreFeedback` shows Load More for the next page.',
          'Delete asks first in a dialog: set `deleting` while it runs, then go back to the list, as the app does.',
          'Wire Edit to /admin/update-product/{productId} and Add Stock to ProductQuantitiesModal.',
          'Set `headingLevel={2}` inside AdminLayout, whose header holds the h1.',
        ],
        dont: [
          'Don’t use it for the shop’s product page: customers see ProductDetail, with Buy Now and Add to Cart.',
          'Don’t set `imageAutoplayMs` unless the images should move by themselves: left unset the carousel stays still.',
        ],
        content: [
          'Stock badges are fixed: In Stock, Low Stock (10 or fewer by default), Out of Stock.',
          'Fixed texts: Stock Quantity, Category, Sold, SKU, Customer Feedback, Load More, Delete, Edit, Add Stock.',
          'The delete question reads Delete This Product? and says the product leaves the shop, or is archived if it appears in orders.',
          'Nothing to show reads No customer feedback yet. or No images yet.',
        ],
      },
    }),
  },
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Product' }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Product?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete Product' })).toBeDisabled();
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
