import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  ProductGrid,
  ShopFilters,
  defaultShopFilters,
  type ProductSort,
  type ShopFilterValues,
} from '@idl/design-system';
import {
  sampleBrands,
  sampleCategories,
  sampleProducts,
} from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import * as styles from './ShopPage.css';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const PAGE_SIZE = 6;

/** The /shop screen with sample data; filtering and sorting run on the fixtures as the API would. */
function ShopPage() {
  const [filters, setFilters] = useState<ShopFilterValues>(defaultShopFilters);
  const [sort, setSort] = useState<ProductSort>('newest');
  const [page, setPage] = useState(1);
  const [wished, setWished] = useState<number[]>([2]);
  const matching = sampleProducts
    .filter((p) => p.price >= filters.minPrice && p.price <= filters.maxPrice)
    .filter((p) =>
      filters.availability === null
        ? true
        : filters.availability === 'inStock'
          ? p.stockQuantity > 0
          : p.stockQuantity <= 0,
    )
    .sort((a, b) =>
      sort === 'priceAsc'
        ? a.price - b.price
        : sort === 'priceDesc'
          ? b.price - a.price
          : sort === 'name'
            ? a.name.localeCompare(b.name)
            : b.id - a.id,
    );
  const category = sampleCategories.find((c) => c.categoryId === filters.categoryId);
  return (
    <CustomerPageFrame>
      <h1 className={styles.pageTitle}>Shop</h1>
      <div className={styles.shopLayout}>
        <ShopFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
          categories={sampleCategories}
          brands={sampleBrands}
        />
        <ProductGrid
          status="ready"
          products={matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
          totalElements={matching.length}
          categoryName={category?.name ?? null}
          sort={sort}
          onSortChange={setSort}
          page={page}
          pageCount={Math.ceil(matching.length / PAGE_SIZE)}
          onPageChange={setPage}
          wishlistedIds={wished}
          onWishlistChange={(product, next) =>
            setWished((ids) => (next ? [...ids, product.id] : ids.filter((id) => id !== product.id)))
          }
        />
      </div>
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Shop',
  component: ShopPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/shop',
      about:
        'Shoppers browse the catalogue here: the filter panel (price, availability, categories, brands) beside the product grid with its count, sort choice and pages; filters, search, sort and page are kept in the address. The stories show sample products on a desktop, the same list filtered to Out of stock, and a phone.',
    }),
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(canvas.getByText('8 products')).toBeVisible();
  },
};

export const DesktopFiltered: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Out of stock' }));
    await expect(canvas.getByText('2 products')).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
