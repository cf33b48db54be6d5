export { ClaimReviewList, type ClaimResolution, type ClaimReviewListProps } from './ClaimReviewList';
