import type { Review, ReviewsResponse } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/app-error';
import { reviewsRepository } from './reviews.repository';

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsRepository>['findOne']>>;

/** "Maria G." — a first name and an initial keep reviewers recognisable but private. */
function authorName(row: ReviewRow) {
  const initial = row.last_name.trim().charAt(0);
  return [row.first_name.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ') || 'Customer';
}

function toReview(row: ReviewRow, viewerId: number | undefined): Review {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    comment: row.comment,
    authorName: authorName(row),
    mine: row.user_id === viewerId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function reviewsService(deps: Deps) {
  const { db, kind } = deps.database;
  return {
    async list(
      productId: number,
      page: number,
      size: number,
      viewerId: number | undefined,
    ): Promise<ReviewsResponse> {
      const repo = reviewsRepository(db, kind, deps.now);
      const product = await repo.findProduct(productId);
      if (!product) throw notFound('This product');
      const rows = await repo.listPage(productId, page, size);
      return {
        reviews: rows.map((row) => toReview(row, viewerId)),
        rating: product.rating_avg,
        reviewCount: product.review_count,
        page,
        size,
        totalPages: Math.ceil(product.review_count / size),
      };
    },

    /**
     * Verified purchase only: the author has a Completed order with this product. One review per
     * product and author; writing again edits it. The product's average and count change in the
     * same transaction.
     */
    async write(userId: number, productId: number, input: { rating: number; comment: string }) {
      return db.transaction().execute(async (trx) => {
        const repo = reviewsRepository(trx, kind, deps.now);
        const product = await repo.findProduct(productId, true);
        if (!product) throw notFound('This product');
        if (!(await repo.hasCompletedOrderWith(userId, productId))) {
          throw forbidden('You can review a product once an order containing it has been delivered');
        }
        const existing = await repo.findByAuthor(productId, userId);
        const id = existing
          ? (await repo.update(existing.id, input.rating, input.comment), existing.id)
          : (await repo.insert({ productId, userId, ...input })).id;
        const stats = await repo.refreshProductRating(productId);
        const review = toReview(await repo.findOne(id), userId);
        return { created: !existing, body: { review, ...stats } };
      });
    },
  };
}
