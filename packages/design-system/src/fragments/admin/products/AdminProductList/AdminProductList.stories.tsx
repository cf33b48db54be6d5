import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { longNameProduct, sampleBrands, sampleCategories, sampleProducts } from '../adminProducts.fixtures';
import { tabletTall, tallViewportParameters } from '../storyViewports';
import { AdminProductList, type AdminProductListProps } from './AdminProductList';
import { filterAdminProducts, noProductFilters } from './adminProductFilters';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Keeps search, filters and selection like a screen would, filtering the sample rows locally. */
function Stateful(props: AdminProductListProps) {
  const [search, setSearch] = useState(props.search);
  const [filters, setFilters] = useState(props.filters);
  const [selected, setSelected] = useState<Set<number>>(new Set(props.selectedIds ?? []));
  return (
    <AdminProductList
      {...props}
      products={filterAdminProducts(props.products, search, filters)}
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        props.onSearchChange(text);
      }}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange?.(ids);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Products/AdminProductList',
  component: AdminProductList,
  argTypes: { ...fixtureData('brands', 'categories', 'filters', 'products', 'selectedIds') },
  parameters: {
    ...tallViewportParameters,
    ...docsPage({
      usage: {
        use: 'The admin Products list at /admin/products: search by name, a Filter panel (Category, Brand, Stock), Add Product, and a table whose check boxes open a selection bar with Delete Product and Add Stock.',
        do: [
          'Pass the current page, already searched and filtered; go back to page 1 when the search or the filters change.',
          'Give `getProductHref` so names link to /admin/products/{id}, and `onOpenProduct` for click or Enter on a row.',
          'Open ProductQuantitiesModal from `onAddStock`; Delete Product asks first in its own dialog, then calls `onDeleteSelected`.',
          'Inside AdminLayout the app passes the title Product List with `headingLevel={2}`.',
        ],
        dont: [
          'Don’t report every delete as deleted: products that appear in orders are archived instead, and the app’s toast says so.',
          'Don’t put a category id in the Category column: pass `categoryName`; a product without one shows —.',
        ],
        content: [
          'Columns keep the specification’s words: Name (with the first image), Product ID, Category, Stock, Price ($396.84).',
          'Buttons: Add Product, Filter (Filter (1) with one set), Clear Filters, Delete Product, Add Stock.',
          'Empty texts: No products yet. Add your first product. or, after a search or filter, No products match your search and filters.',
          'Stock badges read Low Stock and Out of Stock; the delete question reads Delete This Product? or Delete 3 Products?',
        ],
      },
    }),
  },
  args: {
    products: sampleProducts,
    search: '',
    onSearchChange: fn(),
    filters: noProductFilters,
    onFiltersChange: fn(),
    categories: sampleCategories,
    brands: sampleBrands,
    onSelectionChange: fn(),
    onDeleteSelected: fn(),
    onAddStock: fn(),
    onAddProduct: fn(),
    onOpenProduct: fn(),
    getProductHref: (id: number) => `/admin/products/${id}`,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AdminProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Products' });
    await expect(within(table).getByRole('link', { name: 'Curaprox CPS Prime' })).toHaveAttribute(
      'href',
      '/admin/products/102',
    );
    await expectVisible(within(table).getByText('Low Stock'));
    await expectVisible(within(table).getByText('Out of Stock'));
    await expectVisible(within(table).getByText('$396.84'));
  },
};

export const SelectAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    const rows = canvas.getAllByRole('checkbox', { name: /^Select (?!All)/ });
    await expect(rows).toHaveLength(5);
    for (const box of rows) await expect(box).toBeChecked();
    await expectVisible(canvas.getByText('5 selected'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.queryByText('5 selected')).not.toBeInTheDocument();
  },
};

export const Selection: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select TePe Interdental Brush Original' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Expanding Dental Floss' }));
    await expectVisible(canvas.getByText('2 selected'));
    await expectVisible(canvas.getByRole('button', { name: 'Delete Product' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Stock' }));
    await expect(args.onAddStock).toHaveBeenCalledWith([101, 103]);
  },
};

export const DeleteAsksFirst: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { selectedIds: new Set([102]) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Product' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledWith([102]);
  },
};

export const Filtered: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await userEvent.click(canvas.getByRole('button', { name: /Stock/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Low Stock' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      categoryId: null,
      brandId: null,
      stockState: 'lowStock',
    });
    const table = canvas.getByRole('grid', { name: 'Products' });
    await expectVisible(within(table).getByText('Curaprox CPS Prime'));
    await expect(within(table).queryByText('Emax Veneer')).not.toBeInTheDocument();
    await expectVisible(canvas.getByRole('button', { name: 'Filter (1)' }));
  },
};

export const SearchByName: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search products by name' }), 'CROWN');
    const table = canvas.getByRole('grid', { name: 'Products' });
    await expectVisible(within(table).getByText('Zirconia Crown (single unit)'));
    await expect(within(table).queryByText('Emax Veneer')).not.toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  args: { search: 'implant screw' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No products match your search and filters.'));
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No products yet. Add your first product.'));
  },
};

export const Loading: Story = { args: { products: [], isLoading: true } };

export const Error: Story = {
  args: { products: [], errorMessage: 'Products could not be loaded.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { page: 2, pageCount: 7, onPageChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const LongText: Story = { args: { products: [longNameProduct, ...sampleProducts] } };

export const Tablet: Story = {
  args: { selectedIds: new Set([101, 104]) },
  globals: tabletTall,
};
