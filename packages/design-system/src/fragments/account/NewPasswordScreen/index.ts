export { NewPasswordScreen, newPasswordStatuses, type NewPasswordScreenProps } from './NewPasswordScreen';
