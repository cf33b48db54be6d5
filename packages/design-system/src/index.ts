export * from './theme';
export * from './components/Button';
export * from './fragments/marketing/Placeholder';
export * from './components/Icon';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Checkbox';
export * from './components/Modal';
