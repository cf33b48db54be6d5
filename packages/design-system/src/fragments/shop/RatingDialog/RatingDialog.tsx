import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { StarRatingDisplay, StarRatingInput } from '../../../components/StarRating';
import { TextField } from '../../../components/TextField';
import * as styles from './RatingDialog.css';

/** A review as the dialog writes or shows it (the API's rating and comment). */
export interface RatingDialogReview {
  /** Stars, 1..5. */
  rating: number;
  /** Free text, may be empty. */
  comment: string;
}

export interface RatingDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the user closes it ('Maybe Later', Close, Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /** write: ask for a rating; view: show a given review read-only ('View Review'). */
  mode?: 'write' | 'view';
  /** The review to show (view) or to start from (write). */
  review?: RatingDialogReview;
  /** Name of the product or service being rated, shown under the prompt. */
  productName?: string;
  /** Called by 'Submit Review' with the rating (required) and comment. */
  onSubmit?: (review: RatingDialogReview) => void;
  /** The review is being sent: 'Submit Review' shows 'Submitting...'. */
  submitting?: boolean;
}

/**
 * The rating dialog: 'How was the Service', five stars with hover preview, an optional comment,
 * 'Maybe Later' and 'Submit Review'. The rating is required. In view mode it shows a review
 * read-only. The page behind does not scroll while it is open (Modal).
 */
export function RatingDialog({
  isOpen,
  onOpenChange,
  mode = 'write',
  review,
  productName,
  onSubmit,
  submitting = false,
}: RatingDialogProps) {
  const formId = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);

  if (mode === 'view') {
    return (
      <Modal
        title="Your Review"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        actions={(close) => <Button onPress={close}>Close</Button>}
      >
        <div className={styles.form}>
          {productName ? <p className={styles.product}>{productName}</p> : null}
          <StarRatingDisplay value={review?.rating ?? 0} showValue />
          <div className={styles.block}>
            <p className={styles.label}>Your experience</p>
            {review?.comment ? (
              <p className={styles.comment}>{review.comment}</p>
            ) : (
              <p className={styles.noComment}>No comment written.</p>
            )}
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title="How was the Service"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Maybe Later
          </Button>
          <Button type="submit" form={formId} busy={submitting} busyLabel="Submitting...">
            Submit Review
          </Button>
        </>
      )}
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (rating === null) {
            setMissingRating(true);
            return;
          }
          onSubmit?.({ rating, comment: comment.trim() });
        }}
      >
        <p className={styles.prompt}>
          Please give us an honest score from 1 to 5 stars: it helps other patients and helps our lab improve.
        </p>
        {productName ? <p className={styles.product}>{productName}</p> : null}
        <StarRatingInput
          label="Your Rating"
          value={rating}
          onChange={(stars) => {
            setRating(stars);
            setMissingRating(false);
          }}
          errorMessage={missingRating ? 'Choose a rating from 1 to 5 stars.' : undefined}
        />
        <TextField
          label="Please share your experience"
          placeholder="Enter your opinion"
          multiline
          value={comment}
          onChange={setComment}
        />
      </form>
    </Modal>
  );
}
