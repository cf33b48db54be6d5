export { EnrollmentDetail, type EnrollmentDetailProps } from './EnrollmentDetail';
