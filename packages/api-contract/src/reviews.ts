import { z } from 'zod';
import { API_PREFIX } from './paths';

export const reviewsPaths = {
  productReviews: `${API_PREFIX}/api/products/{id}/reviews`,
} as const;

export const reviewSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    authorName: z.string(),
    mine: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: z.number().describe('Average rating, 0 when there are no reviews'),
  reviewCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const writeReviewBodySchema = z.object({
  rating: z.coerce.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(2000).default(''),
});
export type WriteReviewBody = z.input<typeof writeReviewBodySchema>;

export const writeReviewResponseSchema = z.object({
  review: reviewSchema,
  rating: z.number(),
  reviewCount: z.number().int(),
});
