export * from './CustomerHeader';
export * from './MarketingHeader';
export * from './Footer';
