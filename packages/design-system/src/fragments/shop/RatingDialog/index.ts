export { RatingDialog, type RatingDialogProps, type RatingDialogReview } from './RatingDialog';
