export {
  PatientRegistrationForm,
  type PatientRegistrationFormProps,
  type PatientRegistrationValues,
} from './PatientRegistrationForm';
