import { CategoryList } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useCategories } from '../../features/catalog/use-catalog';
import { PageLoading } from './page-loading';
import { PageError } from './page-state';

/** /categories: the category tree, each category linking to the shop filtered by it. */
export function CategoriesRoute() {
  const categories = useCategories();
  if (categories.isPending) return <PageLoading label="Loading categories" />;
  if (categories.isError) {
    return (
      <PageError
        message={errorMessage(categories.error, 'We could not load the categories.')}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return (
    <CategoryList
      categories={categories.data}
      getCategoryHref={(categoryId) => paths.shopFiltered({ categoryId })}
    />
  );
}
