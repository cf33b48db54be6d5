export {
  claimRequestStatuses,
  ClaimRequestForm,
  type ClaimRequestFormProps,
  type ClaimRequestValues,
} from './ClaimRequestForm';
export {
  ClaimPhotoPicker,
  MAX_CLAIM_PHOTOS,
  type ClaimPhoto,
  type ClaimPhotoPickerProps,
} from './ClaimPhotoPicker';
