import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { InlineOverlays } from '../../../components/storybook/InlineOverlays';
import { longName, sampleProducts } from '../shop.fixtures';
import type { ProductSort } from '../shopQuery';
import { ProductGrid, type ProductGridProps } from './ProductGrid';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';
import { chooseOption } from '../../../components/storybook/chooseOption';

/** Keeps sort, page and wishlist state so the controls really respond in the story. */
function Stateful(props: ProductGridProps) {
  const [sort, setSort] = useState<ProductSort>(props.sort);
  const [page, setPage] = useState(props.page);
  const [wished, setWished] = useState<number[]>(props.wishlistedIds ?? []);
  return (
    <ProductGrid
      {...props}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      wishlistedIds={wished}
      onWishlistChange={(product, next) => {
        setWished((ids) => (next ? [...ids, product.id] : ids.filter((id) => id !== product.id)));
        props.onWishlistChange?.(product, next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ProductGrid',
  component: ProductGrid,
  argTypes: { ...fixtureData('products', 'wishlistedIds'), ...textProps('categoryName') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The /shop product list beside ShopFilters: a heading with the number of results, Sort by, the product cards, page numbers, and the loading (placeholder cards), empty and error (with Retry) states. It shows the page of products the server returned.',
        do: [
          'Pass the server’s page: `products`, `totalElements` and `pageCount`; `page` counts from 1 (the API’s page 0 is page 1).',
          'Pass `totalIsLowerBound` when the server stopped counting, so the count reads 1,000+ products.',
          'Pass `categoryName` when a category is chosen, so the empty text names it; set `skeletonCount` to the page size.',
        ],
        dont: [
          'Don’t sort, filter or page the products in the browser: the app puts the choices in the address and the server applies them.',
          'Don’t use it for the few products under a product: that is RelatedProducts.',
        ],
        content: [
          'The empty text in a category is the spec’s, word for word: Sorry ! No products found in {category} category.',
          'The count agrees in number (1 product, 28 products); the app’s heading is Products, or Results for “…” after a search.',
          'Sort choices: Newest, Price: low to high, Price: high to low, Name. The error is a sentence with Retry: We could not load the products.',
        ],
      },
    }),
  },
  args: {
    status: 'ready',
    products: sampleProducts,
    totalElements: 28,
    sort: 'newest',
    onSortChange: fn(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    wishlistedIds: [2],
    onWishlistChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('28 products'));
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    // The first row shows at first paint: its pictures load at once; the rest wait until scrolled to.
    const pictures = canvas.getAllByRole('article').map((card) => card.querySelector('img'));
    await expect(pictures.slice(0, 4).map((img) => img?.getAttribute('loading'))).toEqual(
      Array(4).fill('eager'),
    );
    await expect(pictures.slice(4).map((img) => img?.getAttribute('loading'))).toEqual(Array(4).fill('lazy'));
  },
};

/**
 * A broad filter at a large catalogue: the server stops counting at 1,000 (`totalElementsCapped`),
 * so the count reads "1,000+ products" and the pages go on past what was counted.
 */
export const CountAtCap: Story = {
  args: { totalElements: 1000, totalIsLowerBound: true, pageCount: 125 },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('1,000+ products'));
    await expect(canvas.queryByText('1000 products')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('Loading products…'));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const EmptyInCategory: Story = {
  args: { products: [], totalElements: 0, pageCount: 0, categoryName: 'Floss Picks' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('Sorry ! No products found in Floss Picks category.'));
    await expectVisible(canvas.getByText('0 products'));
  },
};

export const EmptyNoCategory: Story = {
  args: { products: [], totalElements: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('Sorry ! No products match these filters.'));
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', products: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the products.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    products: sampleProducts.slice(0, 3).map((product) => ({ ...product, name: longName })),
    totalElements: 3,
    pageCount: 1,
  },
};

export const SortAndPage: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  decorators: [(Story) => <InlineOverlays minHeight={900}>{Story()}</InlineOverlays>],
  play: async ({ args, canvas }) => {
    await chooseOption(canvas.getByRole('button', { name: /Sort by/ }), 'Price: low to high');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('priceAsc');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
