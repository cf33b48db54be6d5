export * from './CustomerHeader';
