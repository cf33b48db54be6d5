import { BrandList } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useBrands } from '../../features/catalog/use-catalog';
import { PageLoading } from './page-loading';
import { PageError } from './page-state';

/** /brands: every brand, each linking to the shop filtered by it. */
export function BrandsRoute() {
  const brands = useBrands();
  if (brands.isPending) return <PageLoading label="Loading brands" />;
  if (brands.isError) {
    return (
      <PageError
        message={errorMessage(brands.error, 'We could not load the brands.')}
        onRetry={() => void brands.refetch()}
      />
    );
  }
  return (
    <BrandList brands={brands.data.content} getBrandHref={(brandId) => paths.shopFiltered({ brandId })} />
  );
}
