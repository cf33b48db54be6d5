import {
  AdminProductList,
  noProductFilters,
  stockStateOf,
  toast,
  type AdminProductListFilters,
} from '@idl/design-system';
import type { Product, ProductListQuery } from '@idl/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../app/error-message';
import {
  useAdminBrands,
  useAdminCategories,
  useAdminProducts,
  useDeleteProducts,
} from '../../features/admin/use-admin-products';
import { useDebouncedValue } from '../../app/use-debounced-value';
import { StockModal } from './stock-modal';

/** The list's search and Filter panel as the API's product query. */
export function productsQuery(
  search: string,
  filters: AdminProductListFilters,
  page: number,
): Partial<ProductListQuery> {
  const { stockState } = filters;
  return {
    q: search.trim() || undefined,
    categoryId: filters.categoryId ?? undefined,
    brandId: filters.brandId === null ? undefined : [filters.brandId],
    // The API knows in and out of stock; 'Low Stock' is in stock, narrowed on the page below.
    availability: stockState === null ? undefined : stockState === 'outOfStock' ? 'outOfStock' : 'inStock',
    page,
  };
}

/** Tells what a delete did: products that were ordered before are archived instead. */
function deleteMessage(answers: { archived: boolean }[]) {
  const archived = answers.filter((a) => a.archived).length;
  if (archived === 0) return 'Product deleted successfully';
  return archived === answers.length
    ? 'Product archived: it appears in orders, so it is hidden from the shop instead'
    : `Product deleted successfully (${archived} archived: they appear in orders)`;
}

/** /admin/products: search, filters, pages, selection with Delete Product and Add Stock. */
export function AdminProductsRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminProductListFilters>(noProductFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, Product>>(new Map());
  const [stockFor, setStockFor] = useState<Product[] | null>(null);
  const q = useDebouncedValue(search);
  const products = useAdminProducts(productsQuery(q, filters, page - 1));
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const remove = useDeleteProducts();
  const rows = (products.data?.content ?? []).filter(
    (p) => filters.stockState !== 'lowStock' || stockStateOf(p.stockQuantity) === 'lowStock',
  );

  return (
    <>
      <AdminProductList
        title="Product List"
        headingLevel={2}
        products={rows}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          setPage(1);
        }}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        categories={categories.data ?? []}
        brands={brands.data ?? []}
        selectedIds={new Set(selected.keys())}
        onSelectionChange={(ids) =>
          setSelected((before) => {
            const known = new Map([...before, ...rows.map((p) => [p.productId, p] as const)]);
            return new Map([...ids].flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
          })
        }
        onDeleteSelected={(ids) =>
          remove.mutate(ids, {
            onSuccess: (answers) => {
              toast.success(deleteMessage(answers));
              setSelected(new Map());
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        onAddStock={(ids) => setStockFor(ids.flatMap((id) => selected.get(id) ?? []))}
        onAddProduct={() => void navigate(paths.admin.listProduct)}
        getProductHref={(id) => paths.admin.product(id)}
        onOpenProduct={(id) => void navigate(paths.admin.product(id))}
        isLoading={products.isPending}
        errorMessage={
          products.isError ? errorMessage(products.error, 'The products could not be loaded.') : undefined
        }
        onRetry={() => void products.refetch()}
        page={page}
        pageCount={Math.max(1, products.data?.totalPages ?? 1)}
        onPageChange={setPage}
      />
      <StockModal
        products={stockFor}
        onClose={() => setStockFor(null)}
        onSaved={() => setSelected(new Map())}
      />
    </>
  );
}
