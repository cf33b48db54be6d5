import { type Brand, type Category, catalogEndpoints } from '@idl/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { adminProductKeys } from './use-admin-products';

/** Categories, brands and every product list that names them are asked again. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductKeys.categories }),
      queryClient.invalidateQueries({ queryKey: adminProductKeys.brands }),
      queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

/** Renames a category, keeping it where it is in the tree. */
export function useRenameCategory() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ category, name }: { category: Category; name: string }) =>
      api.call(catalogEndpoints.updateCategory, {
        params: { categoryId: category.categoryId },
        body: { name, parentCategoryId: category.parentCategoryId },
      }),
    onSuccess: refresh,
  });
}

/** Deletes a category; the server refuses while products or sub-categories use it. */
export function useDeleteCategory() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (categoryId: number) => api.call(catalogEndpoints.deleteCategory, { params: { categoryId } }),
    onSuccess: refresh,
  });
}

/** Renames a brand, keeping its description and logo. */
export function useRenameBrand() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ brand, name }: { brand: Brand; name: string }) =>
      api.call(catalogEndpoints.updateBrand, {
        params: { id: brand.id },
        body: { name, description: brand.description, logoUrl: brand.logoUrl ?? '' },
      }),
    onSuccess: refresh,
  });
}

/** Deletes a brand; the server refuses while products use it. */
export function useDeleteBrand() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: number) => api.call(catalogEndpoints.deleteBrand, { params: { id } }),
    onSuccess: refresh,
  });
}
