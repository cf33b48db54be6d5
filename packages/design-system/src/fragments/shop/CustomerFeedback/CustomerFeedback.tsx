import { formatDay } from '@idl/api-contract';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { StarRatingDisplay } from '../../../components/StarRating';
import { formatRating } from '../../../format';
import type { ShopReview } from '../shopTypes';
import * as styles from './CustomerFeedback.css';

export interface CustomerFeedbackProps {
  /** Average rating 0..5 over all reviews (the API's rating). */
  rating: number;
  /** Number of reviews in all (the API's reviewCount). */
  reviewCount: number;
  /** The reviews loaded so far, newest first. */
  reviews: ShopReview[];
  /** More reviews can be loaded: shows 'Load More'. */
  hasMore?: boolean;
  /** The next page of reviews is on its way: 'Load More' shows 'Loading...'. */
  loadingMore?: boolean;
  /** Called by 'Load More'. */
  onLoadMore?: () => void;
  /** Heading level of 'Customer Feedback' in the page outline. */
  headingLevel?: 2 | 3;
}

/** The product page's reviews: average and count, each review (name, date, stars, comment), Load More. */
export function CustomerFeedback({
  rating,
  reviewCount,
  reviews,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  headingLevel = 2,
}: CustomerFeedbackProps) {
  const Heading = `h${headingLevel}` as const;
  const ReviewHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Customer Feedback
      </Heading>
      {reviewCount > 0 ? (
        <div className={styles.summary}>
          <span className={styles.average} aria-hidden="true">
            {formatRating(rating)}
          </span>
          <StarRatingDisplay value={rating} />
          <span className={styles.count}>
            Based on {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
          </span>
        </div>
      ) : null}
      {reviews.length === 0 ? (
        <p className={styles.empty}>No reviews yet. Be the first to share your experience.</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <ReviewHeading className={styles.author}>{review.authorName}</ReviewHeading>
                <time className={styles.date} dateTime={review.createdAt}>
                  {formatDay(review.createdAt)}
                </time>
              </div>
              <StarRatingDisplay value={review.rating} />
              {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {hasMore && onLoadMore ? (
        <span className={styles.more}>
          <Button variant="secondary" busy={loadingMore} busyLabel="Loading..." onPress={onLoadMore}>
            Load More
          </Button>
        </span>
      ) : null}
    </section>
  );
}
