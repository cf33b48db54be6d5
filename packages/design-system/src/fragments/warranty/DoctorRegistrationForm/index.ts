export {
  DoctorRegistrationForm,
  type DoctorRegistrationFormProps,
  type DoctorRegistrationValues,
} from './DoctorRegistrationForm';
