import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import * as shared from '../shared/shared.css';
import type { FieldErrors } from '../shared/types';
import { emailError, requiredErrors, useFormFields } from '../shared/useFormFields';
import { FormAlert } from '../../../components/FormAlert';

export interface EnrollmentLookupValues {
  reference: string;
  email: string;
}
type Field = keyof EnrollmentLookupValues;

export interface EnrollmentLookupFormProps {
  /** Called with the reference and e-mail once both are filled in. */
  onSubmit: (values: EnrollmentLookupValues) => void;
  /** The lookup is running. */
  busy?: boolean;
  /** Errors per field from the server. */
  errors?: FieldErrors<Field>;
  /** E.g. 'No enrolment matches this reference number and e-mail.' */
  formError?: string;
  /** Values to start with (e.g. the reference from the e-mail link). */
  initialValues?: Partial<EnrollmentLookupValues>;
}

/** Find my warranty: the patient enters the reference number from the e-mail and their e-mail. */
export function EnrollmentLookupForm({
  onSubmit,
  busy,
  errors,
  formError,
  initialValues,
}: EnrollmentLookupFormProps) {
  const { values, set, errorOf, validate } = useFormFields<Field, EnrollmentLookupValues>(
    { reference: '', email: '', ...initialValues },
    errors,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = validate((v) => ({
      ...requiredErrors(v, { reference: 'Enter your reference number' }),
      email: emailError(v.email),
    }));
    if (ok) onSubmit({ reference: values.reference.trim().toUpperCase(), email: values.email.trim() });
  };
  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-label="Find my warranty">
      {formError ? <FormAlert className={shared.wide}>{formError}</FormAlert> : null}
      <TextField
        label="Reference Number"
        name="reference"
        description="From the e-mail we sent when you registered."
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
      <div className={shared.actions}>
        <Button type="submit" busy={busy} busyLabel="Looking Up...">
          Find My Warranty
        </Button>
      </div>
    </form>
  );
}
