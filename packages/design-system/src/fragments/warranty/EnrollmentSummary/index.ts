export { EnrollmentSummary, type EnrollmentSummaryProps } from './EnrollmentSummary';
export type { LabContact } from './EnrollmentSummaryPayment';
