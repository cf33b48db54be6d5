import { useId, type ReactNode } from 'react';
import { MAX_OFFICE_DENTISTS } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm, type FieldErrors } from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import {
  checkOfficeSignUp,
  emptyOfficeSignUpFormValues,
  type OfficeSignUpFormField,
  type OfficeSignUpFormValues,
} from './officeSignUpFormModel';
import type { OfficeSignUpRequest } from '@idl/api-contract';
import * as styles from './OfficeSignUpForm.css';

export interface OfficeSignUpFormProps {
  /** Called with the checked office when Sign Up My Office is pressed. */
  onSubmit: (office: OfficeSignUpRequest) => void;
  /** Sending: the button is busy and the fields wait. */
  busy?: boolean;
  /** Errors per field from the server, by the API's paths ('licenceNumber', 'dentists.1'). */
  errors?: FieldErrors<OfficeSignUpFormField>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
  /** Values to start with (e.g. a refused office's, to correct and send again). */
  initialValues?: Partial<OfficeSignUpFormValues>;
  /** The button's words: Sign Up My Office, or Send Again for a refused office. */
  submitLabel?: string;
}

/**
 * A signed-in account signs its dentist office up: the practice, its licence number, where it is
 * and the dentists who send cases (a row each, added and removed). Checked on submit with the
 * contract's schema, as the server checks it; the lab then verifies the office before its first case.
 */
export function OfficeSignUpForm({
  onSubmit,
  busy = false,
  errors,
  formError,
  initialValues,
  submitLabel = 'Sign Up My Office',
}: OfficeSignUpFormProps) {
  const id = useId();
  const form = useForm<OfficeSignUpFormValues, OfficeSignUpFormField>({
    initialValues: { ...emptyOfficeSignUpFormValues, ...initialValues },
    serverErrors: errors,
    busy,
    validate: checkOfficeSignUp,
    onSubmit: (values) => {
      const { submit } = checkOfficeSignUp(values);
      if (submit) onSubmit(submit);
    },
  });
  const { values, errorOf } = form;
  const setDentists = (dentists: string[]) => form.set('dentists', dentists);

  const text = (
    field: Exclude<keyof OfficeSignUpFormValues, 'dentists'>,
    label: string,
    extra: object = {},
  ) => <TextField label={label} {...form.field(field)} isDisabled={busy} {...extra} />;
  const part = (key: string, title: string, children: ReactNode) => (
    <div className={styles.part} role="group" aria-labelledby={`${id}-${key}`}>
      <h2 id={`${id}-${key}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </div>
  );

  return (
    <Form form={form} className={styles.form} aria-label="Office sign-up">
      <FormSummary form={form} message={formError} />
      {part(
        'practice',
        'Your Practice',
        <>
          <div className={styles.pair}>
            {text('practiceName', 'Practice Name', { autoComplete: 'organization' })}
            {text('licenceNumber', 'Licence Number', {
              description: 'The lab checks it before your first case.',
              autoComplete: 'off',
            })}
          </div>
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {text('address', 'Address', { autoComplete: 'street-address' })}
          <div className={styles.pair}>
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('zip', 'ZIP', { autoComplete: 'postal-code' })}
          </div>
        </>,
      )}
      {part(
        'dentists',
        'Dentists Who Send Cases',
        <>
          <ol className={styles.dentists}>
            {values.dentists.map((name, index) => (
              <li key={index} className={styles.dentistRow}>
                <div className={styles.dentistName}>
                  <TextField
                    label={`Dentist ${index + 1}`}
                    value={name}
                    onChange={(next) => setDentists(values.dentists.map((n, i) => (i === index ? next : n)))}
                    errorMessage={
                      errorOf(`dentists.${index}`) ?? (index === 0 ? errorOf('dentists') : undefined)
                    }
                    autoComplete="off"
                    isDisabled={busy}
                  />
                </div>
                {values.dentists.length > 1 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${name.trim() || `Dentist ${index + 1}`}`}
                    onPress={() => setDentists(values.dentists.filter((_, i) => i !== index))}
                    disabled={busy}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          {values.dentists.length < MAX_OFFICE_DENTISTS ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => setDentists([...values.dentists, ''])}
                disabled={busy}
              >
                Add a Dentist
              </Button>
            </div>
          ) : null}
        </>,
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
