export { PrescriptionForm, prescriptionFormStatuses, type PrescriptionFormProps } from './PrescriptionForm';
export {
  emptyPrescriptionFormValues,
  prescriptionFormFieldOf,
  type LabServiceOption,
  type PrescriptionFormField,
  type PrescriptionFormSubmitValues,
  type PrescriptionFormValues,
} from './prescriptionFormModel';
