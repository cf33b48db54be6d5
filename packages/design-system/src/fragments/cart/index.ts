export * from './CartPanel';
