import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../shared/FormNotice';
import * as shared from '../shared/shared.css';
import type { FieldErrors, WarrantyCase } from '../shared/types';
import { ClaimPhotoPicker, isUploading, type ClaimPhoto } from './ClaimPhotoPicker';
import { emailError, requiredErrors, useFormFields } from '../shared/useFormFields';

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
  initialValues,
  photos = [],
  onAddPhotos,
  onRemovePhoto,
  onIdentityChange,
}: ClaimRequestFormProps) {
  const { values, set, errorOf, validate } = useFormFields<Field, ClaimRequestValues>(
    { ...empty, ...initialValues },
    errors,
  );
  const [waitForPhotos, setWaitForPhotos] = useState(false);
  const uploading = photos.some(isUploading);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = validate((v) => ({
      ...requiredErrors(v, {
        reference: 'Enter your reference number',
        officeReference: "Enter your dentist office's reference number",
        caseType: 'Choose what happened',
        description: 'Describe what happened',
      }),
      email: emailError(v.email),
    }));
    setWaitForPhotos(uploading);
    // Photos that could not be uploaded are left out; their thumbnails say why.
    const photoUrls = photos.flatMap((photo) => (photo.imageUrl ? [photo.imageUrl] : []));
    if (ok && !uploading) onSubmit({ ...values, photoUrls });
  };

  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-label="Claim request">
      {status === 'refused' ? (
        <div className={shared.wide}>
          <FormNotice tone="critical" title="This claim cannot be accepted">
            {refusalReason ?? 'The warranty does not cover this claim.'}
          </FormNotice>
        </div>
      ) : null}
      <TextField
        label="Reference Number"
        name="reference"
        value={values.reference}
        onChange={(v) => set('reference', v)}
        errorMessage={errorOf('reference')}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        errorMessage={errorOf('email')}
      />
      <div className={shared.wide}>
        <TextField
          label="Dentist Office Reference Number"
          name="officeReference"
          description="Your dentist gives you this number."
          value={values.officeReference}
          onChange={(v) => set('officeReference', v)}
          errorMessage={errorOf('officeReference')}
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
          name="description"
          multiline
          description="At least 10 characters: which tooth, when it happened, how it feels."
          value={values.description}
          onChange={(v) => set('description', v)}
          errorMessage={errorOf('description')}
        />
      </div>
      {onAddPhotos ? (
        <div className={shared.wide}>
          <ClaimPhotoPicker
            photos={photos}
            onAddPhotos={onAddPhotos}
            onRemovePhoto={(key) => onRemovePhoto?.(key)}
            errorMessage={
              waitForPhotos && uploading
                ? 'Wait until the photos have finished uploading'
                : errorOf('photoUrls')
            }
            isDisabled={status === 'busy'}
          />
        </div>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Sending Claim...">
          Send Claim
        </Button>
      </div>
    </form>
  );
}
