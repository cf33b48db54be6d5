export {
  claimRequestStatuses,
  ClaimRequestForm,
  type ClaimRequestFormProps,
  type ClaimRequestValues,
} from './ClaimRequestForm';
