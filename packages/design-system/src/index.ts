export * from './theme';
export * from './components/Button';
export * from './fragments/marketing/Placeholder';
