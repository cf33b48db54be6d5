export { OfficeSignUpForm, type OfficeSignUpFormProps } from './OfficeSignUpForm';
export { OfficeStatusNotice, type OfficeStatusNoticeProps } from './OfficeStatusNotice';
export {
  checkOfficeSignUp,
  emptyOfficeSignUpFormValues,
  type OfficeSignUpFormField,
  type OfficeSignUpFormValues,
} from './officeSignUpFormModel';
