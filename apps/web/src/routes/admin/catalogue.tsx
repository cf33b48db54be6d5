import { AdminCatalogueList, toast, type AdminCatalogueEntry } from '@idl/design-system';
import type { Category } from '@idl/api-contract';
import { errorMessage } from '../../app/error-message';
import {
  useDeleteBrand,
  useDeleteCategory,
  useRenameBrand,
  useRenameCategory,
} from '../../features/admin/use-admin-catalogue';
import { useAdminBrands, useAdminCategories } from '../../features/admin/use-admin-products';

const parentNote = (category: Category, all: Category[]) => {
  const parent = all.find((c) => c.categoryId === category.parentCategoryId);
  return parent ? `in ${parent.name}` : undefined;
};

/** /admin/categories: every category with Rename and Delete. */
export function AdminCategoriesRoute() {
  const categories = useAdminCategories();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const all = categories.data ?? [];
  const entries: AdminCatalogueEntry[] = all.map((c) => ({
    id: c.categoryId,
    name: c.name,
    note: parentNote(c, all),
  }));
  const failed = rename.isError ? rename.error : remove.isError ? remove.error : undefined;
  return (
    <AdminCatalogueList
      kind="category"
      showHeading={false}
      entries={entries}
      onRename={(entry, name) => {
        const category = all.find((c) => c.categoryId === entry.id);
        remove.reset();
        if (category)
          rename.mutate(
            { category, name },
            { onSuccess: () => toast.success('Category renamed successfully') },
          );
      }}
      onDelete={(entry) => {
        rename.reset();
        remove.mutate(entry.id, { onSuccess: () => toast.success('Category deleted successfully') });
      }}
      pendingId={
        rename.isPending
          ? rename.variables.category.categoryId
          : remove.isPending
            ? remove.variables
            : undefined
      }
      actionError={failed ? errorMessage(failed) : undefined}
      loading={categories.isPending}
      error={
        categories.isError ? errorMessage(categories.error, 'The categories could not be loaded.') : undefined
      }
      onRetry={() => void categories.refetch()}
    />
  );
}

/** /admin/brands: every brand with Rename and Delete. */
export function AdminBrandsRoute() {
  const brands = useAdminBrands();
  const rename = useRenameBrand();
  const remove = useDeleteBrand();
  const all = brands.data ?? [];
  const entries: AdminCatalogueEntry[] = all.map((b) => ({ id: b.id, name: b.name, note: b.description }));
  const failed = rename.isError ? rename.error : remove.isError ? remove.error : undefined;
  return (
    <AdminCatalogueList
      kind="brand"
      showHeading={false}
      entries={entries}
      onRename={(entry, name) => {
        const brand = all.find((b) => b.id === entry.id);
        remove.reset();
        if (brand)
          rename.mutate({ brand, name }, { onSuccess: () => toast.success('Brand renamed successfully') });
      }}
      onDelete={(entry) => {
        rename.reset();
        remove.mutate(entry.id, { onSuccess: () => toast.success('Brand deleted successfully') });
      }}
      pendingId={
        rename.isPending ? rename.variables.brand.id : remove.isPending ? remove.variables : undefined
      }
      actionError={failed ? errorMessage(failed) : undefined}
      loading={brands.isPending}
      error={brands.isError ? errorMessage(brands.error, 'The brands could not be loaded.') : undefined}
      onRetry={() => void brands.refetch()}
    />
  );
}
