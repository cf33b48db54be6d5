export * from './AdminPaymentSettings';
