export {
  STAR_COUNT,
  StarRatingDisplay,
  StarRatingInput,
  type StarRatingDisplayProps,
  type StarRatingInputProps,
} from './StarRating';
