export * from './theme';
export * from './components/Button';
export * from './fragments/marketing/Placeholder';
export * from './fragments/system';
