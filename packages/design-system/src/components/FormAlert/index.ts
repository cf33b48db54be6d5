export { FormAlert, formAlertTones, type FormAlertProps } from './FormAlert';
