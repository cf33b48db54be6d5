import { AdminProductDetail, toast } from '@idl/design-system';
import type { Product } from '@idl/api-contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAdminHeaderTitle } from '../../features/admin/admin-header-title';
import { errorMessage } from '../../app/error-message';
import {
  useAdminProduct,
  useDeleteProducts,
  useProductReviews,
} from '../../features/admin/use-admin-products';
import { AdminNotFound } from './admin-frame';
import { LoadState } from './load-state';
import { idParam } from './order-detail';
import { StockModal } from './stock-modal';

/** /admin/products/:productId: details, sold count, rating, reviews; Delete, Edit, Add Stock. */
export function AdminProductRoute() {
  const productId = idParam(useParams().productId);
  useAdminHeaderTitle('Product', productId === undefined ? undefined : String(productId));
  if (productId === undefined) return <AdminNotFound />;
  return <ProductDetail productId={productId} />;
}

function ProductDetail({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const product = useAdminProduct(productId);
  const reviews = useProductReviews(productId);
  const remove = useDeleteProducts();
  const [stockFor, setStockFor] = useState<Product[] | null>(null);
  if (!product.data)
    return (
      <LoadState
        label="Loading the product"
        notFoundTitle="Product not found"
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  const feedback = (reviews.data?.pages ?? []).flatMap((page) => page.reviews);
  return (
    <>
      <AdminProductDetail
        headingLevel={2}
        product={product.data}
        soldCount={product.data.soldCount ?? 0}
        feedback={feedback}
        hasMoreFeedback={reviews.hasNextPage}
        onLoadMoreFeedback={() => void reviews.fetchNextPage()}
        loadingMoreFeedback={reviews.isFetchingNextPage}
        deleting={remove.isPending}
        onDelete={() =>
          remove.mutate([productId], {
            onSuccess: ([answer]) => {
              toast.success(
                answer?.archived
                  ? 'Product archived: it appears in orders, so it is hidden from the shop instead'
                  : 'Product deleted successfully',
              );
              void navigate(paths.admin.products);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        onEdit={() => void navigate(paths.admin.updateProduct(productId))}
        onAddStock={() => setStockFor([product.data])}
      />
      <StockModal products={stockFor} onClose={() => setStockFor(null)} />
    </>
  );
}
