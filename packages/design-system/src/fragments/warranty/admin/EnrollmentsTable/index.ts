export { EnrollmentsTable, type EnrollmentsTableProps } from './EnrollmentsTable';
