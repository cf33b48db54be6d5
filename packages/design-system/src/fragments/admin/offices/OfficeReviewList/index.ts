export { OfficeReviewList, type OfficeReviewListProps } from './OfficeReviewList';
