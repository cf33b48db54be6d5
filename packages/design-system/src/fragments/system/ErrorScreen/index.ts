export { ErrorScreen, errorScreenKinds, type ErrorScreenProps } from './ErrorScreen';
