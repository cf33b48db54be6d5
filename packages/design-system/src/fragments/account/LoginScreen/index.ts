export { LoginScreen, loginErrorMessages, type LoginScreenProps } from './LoginScreen';
