import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../shared/FormNotice';
import * as shared from '../shared/shared.css';
import type { FieldErrors, WarrantyCase } from '../shared/types';
import { emailError, requiredErrors, useFormFields } from '../shared/useFormFields';

export interface ClaimRequestValues {
  reference: string;
  email: string;
  /** The dentist office's reference number. */
  officeReference: string;
  /** The case's id, e.g. 'chipped-crown'; empty until chosen. */
  caseType: string;
  description: string;
  /** Addresses of uploaded photos (optional). */
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
  initialValues?: Partial<ClaimRequestValues>;
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
}: ClaimRequestFormProps) {
  const { values, set, errorOf, validate } = useFormFields<Field, ClaimRequestValues>(
    { ...empty, ...initialValues },
    errors,
  );

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
        reference: 'Reference number is required',
        officeReference: "The dentist office's reference number is required",
        caseType: 'Choose what happened',
        description: 'Description is required',
      }),
      email: emailError(v.email),
    }));
    // Blank lines in the photo list are not photos.
    const photoUrls = values.photoUrls.map((url) => url.trim()).filter(Boolean);
    if (ok) onSubmit({ ...values, photoUrls });
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
        label="Reference number"
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
          label="Dentist office reference number"
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
      <div className={shared.wide}>
        <TextField
          label="Photo addresses (optional)"
          name="photoUrls"
          multiline
          description="One uploaded photo address per line, up to 6."
          value={values.photoUrls.join('\n')}
          onChange={(v) => set('photoUrls', v.split('\n'))}
          errorMessage={errorOf('photoUrls')}
        />
      </div>
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Sending claim...">
          Send claim
        </Button>
      </div>
    </form>
  );
}
