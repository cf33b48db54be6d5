import { useEffect } from 'react';
import { Button } from '../../../components/Button';
import {
  emailError,
  Form,
  FormSummary,
  requiredErrors,
  useForm,
  type FieldErrors,
} from '../../../components/Form';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../shared/FormNotice';
import * as shared from '../shared/shared.css';
import type { WarrantyCase } from '../shared/types';
import { ClaimPhotoPicker, isUploading, type ClaimPhoto } from './ClaimPhotoPicker';

export interface ClaimRequestValues {
  reference: string;
  email: string;
  /** The dentist office's reference number. */
  officeReference: string;
  /** The case's id, e.g. 'chipped-crown'; empty until chosen. */
  caseType: string;
  description: string;
  /** Addresses of the uploaded photos (those of `photos` with an `imageUrl`). */
  photoUrls: string[];
}
type Field = keyof ClaimRequestValues;

export const claimRequestStatuses = ['idle', 'busy', 'sent', 'refused'] as const;

export interface ClaimRequestFormProps {
  /** The cases a claim can be about (chipped, loose, displaced crown, allergic reaction). */
  cases: readonly WarrantyCase[];
  /** Called with the values once nothing required is missing. */
  onSubmit: (values: ClaimRequestValues) => void;
  /** idle; busy: sending; sent: received; refused: the warranty does not cover it (see `refusalReason`). */
  status?: (typeof claimRequestStatuses)[number];
  /** Why the claim was refused, e.g. 'This warranty ended on January 14, 2032.' */
  refusalReason?: string;
  /** The claim's number, shown when sent. */
  claimNumber?: string;
  /** Errors per field from the server. */
  errors?: FieldErrors<Field>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
  /** Values to start with (e.g. the reference of the enrolment just looked up). */
  initialValues?: Partial<Omit<ClaimRequestValues, 'photoUrls'>>;
  /** Photos attached so far, in the order picked (uploading, uploaded or refused). */
  photos?: readonly ClaimPhoto[];
  /** Image files the patient picked (at most as many as still fit in 6); the caller uploads them. */
  onAddPhotos?: (files: File[]) => void;
  onRemovePhoto?: (key: string) => void;
  /** Called with the reference and e-mail the form shows (at first and on every change), for uploads. */
  onIdentityChange?: (identity: { reference: string; email: string }) => void;
}

const waitForUploads = 'Wait until the photos have finished uploading';

const empty: ClaimRequestValues = {
  reference: '',
  email: '',
  officeReference: '',
  caseType: '',
  description: '',
  photoUrls: [],
};

/** The warranty claim request, filled in by the patient with the dentist. */
export function ClaimRequestForm({
  cases,
  onSubmit,
  status = 'idle',
  refusalReason,
  claimNumber,
  errors,
  formError,
  initialValues,
  photos = [],
  onAddPhotos,
  onRemovePhoto,
  onIdentityChange,
}: ClaimRequestFormProps) {
  const uploading = photos.some(isUploading);
  const form = useForm<ClaimRequestValues>({
    initialValues: { ...empty, ...initialValues },
    serverErrors: errors,
    busy: status === 'busy',
    validate: (v) => ({
      ...requiredErrors(v, {
        reference: 'Enter your reference number',
        officeReference: "Enter your dentist office's reference number",
        caseType: 'Choose what happened',
        description: 'Describe what happened',
      }),
      email: emailError(v.email),
      // Photos still uploading hold the claim back; their picker says so.
      photoUrls: uploading ? waitForUploads : undefined,
    }),
    // Photos that could not be uploaded are left out; their thumbnails say why.
    onSubmit: (v) =>
      onSubmit({ ...v, photoUrls: photos.flatMap((photo) => (photo.imageUrl ? [photo.imageUrl] : [])) }),
  });
  const { values, set, errorOf } = form;
  // Said while photos sent with a submit are still uploading; once they are done, the server's say.
  const photoError =
    errorOf('photoUrls') === waitForUploads && !uploading ? errors?.photoUrls : errorOf('photoUrls');
  // Typed, given at the start or filled in by a look-up: the caller always knows what the form shows.
  useEffect(() => {
    onIdentityChange?.({ reference: values.reference, email: values.email });
  }, [values.reference, values.email, onIdentityChange]);

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Your claim was received" reference={claimNumber}>
        The lab reviews it with your dentist and answers by e-mail.
      </FormNotice>
    );
  }

  return (
    <Form form={form} className={shared.form} aria-label="Claim request">
      <FormSummary form={form} message={formError} className={shared.wide} />
      {status === 'refused' ? (
        <div className={shared.wide}>
          <FormNotice tone="critical" title="This claim cannot be accepted">
            {refusalReason ?? 'The warranty does not cover this claim.'}
          </FormNotice>
        </div>
      ) : null}
      <TextField label="Reference Number" {...form.field('reference')} />
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <div className={shared.wide}>
        <TextField
          label="Dentist Office Reference Number"
          description="Your dentist gives you this number."
          {...form.field('officeReference')}
        />
      </div>
      <div className={shared.wide}>
        <RadioGroup
          label="What happened?"
          name="caseType"
          options={cases.map((item) => ({ value: item.id, label: item.label }))}
          value={values.caseType || null}
          onChange={(v) => set('caseType', v)}
          errorMessage={errorOf('caseType')}
        />
      </div>
      <div className={shared.wide}>
        <TextField
          label="Description"
          multiline
          description="At least 10 characters: which tooth, when it happened, how it feels."
          {...form.field('description')}
        />
      </div>
      {onAddPhotos ? (
        <div className={shared.wide}>
          <ClaimPhotoPicker
            photos={photos}
            onAddPhotos={onAddPhotos}
            onRemovePhoto={(key) => onRemovePhoto?.(key)}
            errorMessage={photoError}
            isDisabled={status === 'busy'}
          />
        </div>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Sending Claim...">
          Send Claim
        </Button>
      </div>
    </Form>
  );
}
