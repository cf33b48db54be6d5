import {
  AdminProductList,
  filterAdminProducts,
  noProductFilters,
  ProductQuantitiesModal,
  type AdminProductListFilters,
} from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  AdminProductsFrame,
  desktopTall,
  sampleBrands,
  sampleCategories,
  sampleProducts,
  tabletTall,
  tallViewportParameters,
} from './adminProductPages';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const onSubmitStock = fn();

/** /admin/products: the list, its selection bar and the Update Product Quantities modal. */
function ProductsPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminProductListFilters>(noProductFilters);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [stockFor, setStockFor] = useState<number[] | null>(null);
  return (
    <AdminProductsFrame>
      <AdminProductList
        title="Product List"
        headingLevel={2}
        products={filterAdminProducts(sampleProducts, search, filters)}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={setFilters}
        categories={sampleCategories}
        brands={sampleBrands}
        selectedIds={selected}
        onSelectionChange={setSelected}
        onDeleteSelected={() => setSelected(new Set())}
        onAddStock={setStockFor}
        onAddProduct={fn()}
        getProductHref={(id) => `/admin/products/${id}`}
        page={1}
        pageCount={3}
        onPageChange={fn()}
      />
      <ProductQuantitiesModal
        isOpen={stockFor !== null}
        onOpenChange={(open) => !open && setStockFor(null)}
        products={sampleProducts.filter((p) => stockFor?.includes(p.productId))}
        onSubmit={(changes) => {
          onSubmitStock(changes);
          setStockFor(null);
        }}
      />
    </AdminProductsFrame>
  );
}

const meta = {
  title: 'Pages/Admin/Products',
  component: ProductsPage,
  parameters: {
    layout: 'fullscreen',
    ...tallViewportParameters,
    ...pageDocs({
      address: '/admin/products',
      about:
        'Administrators manage the catalogue here: the Product List with search, Filter, Add Product and pages, each name opening the product’s page. Checking rows brings up a bar with Delete Product and Add Stock; Add Stock opens the Update Product Quantities modal for the chosen products. The stories show the list on a desktop and on a tablet, and stock being added to two products.',
    }),
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopTall,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expectVisible(canvas.getByRole('grid', { name: 'Products' }));
  },
};

export const Tablet: Story = { globals: tabletTall };

export const AddStock: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  globals: desktopTall,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Curaprox CPS Prime' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Expanding Dental Floss' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await expectVisible(within(dialog).getByText('2 Variants selected'));
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Curaprox CPS Prime'), '30');
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Expanding Dental Floss'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(onSubmitStock).toHaveBeenCalledWith([
      { productId: 102, quantity: 30 },
      { productId: 103, quantity: 50 },
    ]);
  },
};
