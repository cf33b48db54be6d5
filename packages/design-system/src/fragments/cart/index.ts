export * from './CartPanel';
export * from './CartSummary';
