export * from './OfficeReviewList';
