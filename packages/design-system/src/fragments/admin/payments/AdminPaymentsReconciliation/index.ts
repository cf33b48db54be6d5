export * from './AdminPaymentsReconciliation';
