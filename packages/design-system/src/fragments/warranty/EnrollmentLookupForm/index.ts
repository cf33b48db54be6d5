export {
  EnrollmentLookupForm,
  type EnrollmentLookupFormProps,
  type EnrollmentLookupValues,
} from './EnrollmentLookupForm';
