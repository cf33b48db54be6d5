export { AuthScreen, type AuthScreenProps } from './AuthScreen';
export { AuthScreenSocial } from './AuthScreenSocial';
