export {
  ClaimReviewList,
  type ClaimApproval,
  type ClaimResolution,
  type ClaimReviewListProps,
} from './ClaimReviewList';
