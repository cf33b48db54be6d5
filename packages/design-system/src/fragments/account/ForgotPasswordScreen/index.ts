export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
