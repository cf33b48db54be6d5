import { useId, useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { DataTable, type DataTableColumn, type DataTableRowId } from '../../../../components/DataTable';
import { Price } from '../../../../components/Price';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { Select } from '../../../../components/Select';
import { TextField } from '../../../../components/TextField';
import { ProductsConfirmDialog } from '../ProductsConfirmDialog';
import {
  categoryLabel,
  DEFAULT_LOW_STOCK_THRESHOLD,
  dollarsToCents,
  stockStateLabels,
  stockStateOf,
  stockStates,
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
} from '../types';
import { activeFilterCount, noProductFilters, type AdminProductListFilters } from './adminProductFilters';
import * as styles from './AdminProductList.css';
import { Link } from '../../../../components/Link';

const ALL = 'all';

export interface AdminProductListProps {
  /** The products of the current page, already searched and filtered. */
  products: AdminProduct[];
  /** Text in the search box (controlled). */
  search: string;
  /** Called with the new search text on every change (search by name, case-insensitive). */
  onSearchChange: (search: string) => void;
  /** Current Filter panel choices. */
  filters: AdminProductListFilters;
  /** Called with new Filter panel choices. */
  onFiltersChange: (filters: AdminProductListFilters) => void;
  /** Choices of the category filter. */
  categories: AdminCategory[];
  /** Choices of the brand filter. */
  brands: AdminBrand[];
  /** Checked rows (controlled); omit to let the table keep them. */
  selectedIds?: ReadonlySet<number>;
  /** Called with the checked product ids. */
  onSelectionChange?: (ids: Set<number>) => void;
  /** 'Delete Product' in the selection bar, after the user confirmed. */
  onDeleteSelected: (productIds: number[]) => void;
  /** 'Add Stock' in the selection bar (open the Update Product Quantities modal). */
  onAddStock: (productIds: number[]) => void;
  /** 'Add Product' button (go to /admin/list-product). */
  onAddProduct: () => void;
  /** Address of a product's detail page; the name becomes a link to it. */
  getProductHref?: (productId: number) => string;
  /** A row was opened by click or Enter (go to the detail page). */
  onOpenProduct?: (productId: number) => void;
  /** Products are loading: skeleton rows. */
  isLoading?: boolean;
  /** Why the products could not be loaded. */
  errorMessage?: string;
  /** 'Try Again' next to the error. */
  onRetry?: () => void;
  /** Current page, 1-based. */
  page?: number;
  /** Number of pages; no page controls for one. */
  pageCount?: number;
  /** Called with the 1-based page chosen. */
  onPageChange?: (page: number) => void;
  /** Products with this many units or fewer are marked 'Low Stock'. */
  lowStockThreshold?: number;
  /** The list's title. */
  title?: string;
  /** Level of the title: 1 on its own page, 2 under a layout that has the h1. */
  headingLevel?: 1 | 2;
}

/**
 * The admin 'Products' list: search by name, a Filter panel (category, brand, stock state),
 * 'Add Product', and a table with row check boxes whose selection bar deletes products or adds stock.
 */
export function AdminProductList({
  products,
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  categories,
  brands,
  selectedIds,
  onSelectionChange,
  onDeleteSelected,
  onAddStock,
  onAddProduct,
  getProductHref,
  onOpenProduct,
  isLoading = false,
  errorMessage,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD,
  title = 'Products',
  headingLevel = 1,
}: AdminProductListProps) {
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(filters) > 0);
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const filterCount = activeFilterCount(filters);
  const narrowed = search.trim() !== '' || filterCount > 0;

  const columns: DataTableColumn<AdminProduct>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (p) => (
        <span className={styles.nameCell}>
          {p.imageUrls[0] ? (
            <ResponsiveImage
              className={styles.thumb}
              image={p.imageUrls[0]}
              alt=""
              sizes="40px"
              width={40}
              height={40}
            />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          {getProductHref ? (
            <Link className={styles.nameLink} href={getProductHref(p.productId)}>
              {p.name}
            </Link>
          ) : (
            p.name
          )}
        </span>
      ),
    },
    { id: 'productId', header: 'Product ID', cell: (p) => p.productId },
    { id: 'category', header: 'Category', cell: (p) => p.categoryName ?? '—' },
    {
      id: 'stock',
      header: 'Stock',
      align: 'end',
      cell: (p) => {
        const state = stockStateOf(p.stockQuantity, lowStockThreshold);
        return (
          <span className={styles.stockCell}>
            {p.stockQuantity}
            {state !== 'inStock' && (
              <Badge tone={state === 'outOfStock' ? 'critical' : 'warning'}>{stockStateLabels[state]}</Badge>
            )}
          </span>
        );
      },
    },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      cell: (p) => <Price cents={dollarsToCents(p.price)} size="sm" />,
    },
  ];

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <Button onPress={onAddProduct}>Add Product</Button>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search" aria-label="Products">
          <TextField
            label={<span className="visually-hidden">Search products by name</span>}
            placeholder="Search by name"
            value={search}
            onChange={onSearchChange}
          />
        </div>
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onPress={() => setFiltersOpen((open) => !open)}
        >
          {filterCount > 0 ? `Filter (${filterCount})` : 'Filter'}
        </Button>
      </div>
      {filtersOpen && (
        <div id={panelId} className={styles.filterPanel} role="group" aria-label="Filters">
          <Select
            label="Category"
            options={[
              { id: ALL, label: 'All categories' },
              ...categories.map((c) => ({ id: String(c.categoryId), label: categoryLabel(c, categories) })),
            ]}
            selectedKey={filters.categoryId === null ? ALL : String(filters.categoryId)}
            onSelectionChange={(id) =>
              onFiltersChange({ ...filters, categoryId: id === ALL ? null : Number(id) })
            }
          />
          <Select
            label="Brand"
            options={[
              { id: ALL, label: 'All brands' },
              ...brands.map((b) => ({ id: String(b.id), label: b.name })),
            ]}
            selectedKey={filters.brandId === null ? ALL : String(filters.brandId)}
            onSelectionChange={(id) =>
              onFiltersChange({ ...filters, brandId: id === ALL ? null : Number(id) })
            }
          />
          <Select
            label="Stock"
            options={[
              { id: ALL, label: 'Any stock' },
              ...stockStates.map((s) => ({ id: s, label: stockStateLabels[s] })),
            ]}
            selectedKey={filters.stockState ?? ALL}
            onSelectionChange={(id) =>
              onFiltersChange({
                ...filters,
                stockState: id === ALL ? null : (id as AdminProductListFilters['stockState']),
              })
            }
          />
          <div>
            <Button
              variant="ghost"
              onPress={() => onFiltersChange(noProductFilters)}
              disabled={filterCount === 0}
            >
              Clear Filters
            </Button>
          </div>
        </div>
      )}
      <DataTable
        aria-label="Products"
        columns={columns}
        rows={products}
        getRowId={(p) => p.productId}
        selectionMode="multiple"
        selectedIds={selectedIds}
        onSelectionChange={
          onSelectionChange
            ? (ids: Set<DataTableRowId>) => onSelectionChange(new Set([...ids].map(Number)))
            : undefined
        }
        renderSelectionBar={(ids) => (
          <span className={styles.selectionActions}>
            <Button variant="critical" size="sm" onPress={() => setToDelete(ids.map(Number))}>
              Delete Product
            </Button>
            <Button variant="secondary" size="sm" onPress={() => onAddStock(ids.map(Number))}>
              Add Stock
            </Button>
          </span>
        )}
        onRowAction={onOpenProduct ? (id) => onOpenProduct(Number(id)) : undefined}
        emptyText={
          narrowed ? 'No products match your search and filters.' : 'No products yet. Add your first product.'
        }
        isLoading={isLoading}
        error={errorMessage}
        onRetry={onRetry}
        pagination={onPageChange ? { page, pageCount, onPageChange } : undefined}
      />
      <ProductsConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete?.length === 1 ? 'Delete This Product?' : `Delete ${toDelete?.length ?? 0} Products?`}
        confirmLabel={toDelete?.length === 1 ? 'Delete Product' : 'Delete Products'}
        onConfirm={() => {
          if (toDelete) onDeleteSelected(toDelete);
          setToDelete(null);
        }}
      >
        Deleted products leave the shop. Products that appear in orders are archived instead.
      </ProductsConfirmDialog>
    </div>
  );
}
