import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../../warranty/shared/FormNotice';
import * as shared from '../../warranty/shared/shared.css';
import type { FieldErrors, FormStatus } from '../../warranty/shared/types';
import { emailError, requiredErrors, useFormFields } from '../../warranty/shared/useFormFields';
import { FormAlert } from '../../../components/FormAlert';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}
type Field = keyof ContactFormValues;

export interface ContactFormProps {
  /** Called with the filled-in values once nothing required is missing. */
  onSubmit: (values: ContactFormValues) => void;
  /** idle: fill in; busy: sending (the button waits); sent: the thank-you message replaces the form. */
  status?: FormStatus;
  /** Errors per field from the server (e.g. the API's 400 details). */
  errors?: FieldErrors<Field>;
  /** A message about the whole form, e.g. 'We could not send your message. Please try again.' */
  formError?: string;
  /** Values to start with. */
  initialValues?: Partial<ContactFormValues>;
}

const empty: ContactFormValues = { firstName: '', lastName: '', email: '', message: '' };

/** The contact form: first name, last name, e-mail and a message, with errors and a sent state. */
export function ContactForm({
  onSubmit,
  status = 'idle',
  errors,
  formError,
  initialValues,
}: ContactFormProps) {
  const { values, set, errorOf, validate } = useFormFields<Field, ContactFormValues>(
    { ...empty, ...initialValues },
    errors,
  );

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Thank you for your message">
        We have received it and will answer by e-mail within two working days.
      </FormNotice>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = validate((v) => ({
      ...requiredErrors(v, {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        message: 'Enter your message',
      }),
      email: emailError(v.email),
    }));
    if (ok) onSubmit(values);
  };

  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-label="Contact form">
      {formError ? <FormAlert className={shared.wide}>{formError}</FormAlert> : null}
      <TextField
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(v) => set('firstName', v)}
        errorMessage={errorOf('firstName')}
      />
      <TextField
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(v) => set('lastName', v)}
        errorMessage={errorOf('lastName')}
      />
      <div className={shared.wide}>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          errorMessage={errorOf('email')}
        />
      </div>
      <div className={shared.wide}>
        <TextField
          label="Message"
          name="message"
          multiline
          placeholder="How can we help?"
          value={values.message}
          onChange={(v) => set('message', v)}
          errorMessage={errorOf('message')}
        />
      </div>
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Sending...">
          Send
        </Button>
      </div>
    </form>
  );
}
