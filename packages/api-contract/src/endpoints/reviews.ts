import { idParamsSchema } from '../cart';
import { endpoint } from '../endpoint';
import {
  reviewsPaths,
  reviewsQuerySchema,
  reviewsResponseSchema,
  writeReviewBodySchema,
  writeReviewResponseSchema,
} from '../reviews';

/** A product's reviews. Writing answers 201 for a new review, 200 for an edit. */
export const reviewsEndpoints = {
  productReviews: endpoint({
    method: 'GET',
    path: reviewsPaths.productReviews,
    params: idParamsSchema,
    query: reviewsQuerySchema,
    response: reviewsResponseSchema,
  }),
  write: endpoint({
    method: 'POST',
    path: reviewsPaths.productReviews,
    params: idParamsSchema,
    body: writeReviewBodySchema,
    response: writeReviewResponseSchema,
  }),
};
