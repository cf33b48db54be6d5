export { Form, FormSummary, type FormProps, type FormSummaryProps } from './Form';
export {
  focusFirstInvalid,
  formRevalidations,
  useForm,
  type FieldErrors,
  type FormCheck,
  type FormRevalidation,
  type FormState,
  type UseFormOptions,
} from './useForm';
export { emailError, phoneError, requiredErrors, zipError } from './formRules';
