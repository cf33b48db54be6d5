import { type WriteReviewBody, reviewsEndpoints } from '@idl/api-contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { catalogKeys } from '../catalog/use-catalog';

export const REVIEWS_PAGE_SIZE = 5;
export const reviewsKey = (productId: number) => ['reviews', productId] as const;

const fetchReviews = (productId: number, page: number, size: number, signal?: AbortSignal) =>
  api.call(reviewsEndpoints.productReviews, { params: { id: productId }, query: { page, size }, signal });

/** A product's reviews, newest first, one page more at each Load More. */
export const productReviewsQueryOptions = (productId: number) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => fetchReviews(productId, pageParam, REVIEWS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });

export function useProductReviews(productId: number) {
  return useInfiniteQuery(productReviewsQueryOptions(productId));
}

/** The caller's own review of a product (the list marks it `mine`), looked up page by page. */
export async function findMyReview(productId: number) {
  for (let page = 0; ; page += 1) {
    const answer = await fetchReviews(productId, page, 50);
    const mine = answer.reviews.find((review) => review.mine);
    if (mine) return mine;
    if (page + 1 >= answer.totalPages) return null;
  }
}

/** Writes (or rewrites) the caller's review of a product bought in a completed order. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, review }: { productId: number; review: WriteReviewBody }) =>
      api.call(reviewsEndpoints.write, { params: { id: productId }, body: review }),
    onSuccess: (_answer, { productId }) => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) });
      // Order lines carry `reviewed`.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
