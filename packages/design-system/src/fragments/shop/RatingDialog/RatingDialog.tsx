import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Form, useForm } from '../../../components/Form';
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
  const form = useForm<{ rating: number | null; comment: string }>({
    initialValues: { rating: review?.rating ?? null, comment: review?.comment ?? '' },
    validate: ({ rating }) => ({
      rating: rating === null ? 'Choose a rating from 1 to 5 stars.' : undefined,
    }),
    busy: submitting,
    onSubmit: ({ rating, comment }) => rating !== null && onSubmit?.({ rating, comment: comment.trim() }),
  });

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
      <Form form={form} id={formId} className={styles.form}>
        <p className={styles.prompt}>
          Please give us an honest score from 1 to 5 stars: it helps other patients and helps our lab improve.
        </p>
        {productName ? <p className={styles.product}>{productName}</p> : null}
        <StarRatingInput
          label="Your Rating"
          value={form.values.rating}
          onChange={(stars) => form.set('rating', stars)}
          errorMessage={form.errorOf('rating')}
        />
        <TextField
          label="Please share your experience"
          placeholder="Enter your opinion"
          multiline
          {...form.field('comment')}
        />
      </Form>
    </Modal>
  );
}
