export { EnrollmentSummary, type EnrollmentSummaryProps } from './EnrollmentSummary';
export type { LabContact } from './EnrollmentSummaryPayment';
export type { CardPaymentOffer } from './EnrollmentSummaryCard';
