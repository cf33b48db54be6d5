export { EnrollmentSummary, type EnrollmentSummaryProps } from './EnrollmentSummary';
