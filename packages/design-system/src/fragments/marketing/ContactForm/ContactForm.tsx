import { Button } from '../../../components/Button';
import {
  emailError,
  Form,
  FormSummary,
  requiredErrors,
  useForm,
  type FieldErrors,
} from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../../warranty/shared/FormNotice';
import * as shared from '../../warranty/shared/shared.css';
import type { FormStatus } from '../../warranty/shared/types';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

export interface ContactFormProps {
  /** Called with the filled-in values once nothing required is missing. */
  onSubmit: (values: ContactFormValues) => void;
  /** idle: fill in; busy: sending (the button waits); sent: the thank-you message replaces the form. */
  status?: FormStatus;
  /** Errors per field from the server (e.g. the API's 400 details). */
  errors?: FieldErrors<keyof ContactFormValues>;
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
  const form = useForm<ContactFormValues>({
    initialValues: { ...empty, ...initialValues },
    serverErrors: errors,
    busy: status === 'busy',
    validate: (v) => ({
      ...requiredErrors(v, {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        message: 'Enter your message',
      }),
      email: emailError(v.email),
    }),
    onSubmit,
  });

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Thank you for your message">
        We have received it and will answer by e-mail within two working days.
      </FormNotice>
    );
  }

  return (
    <Form form={form} className={shared.form} aria-label="Contact form">
      <FormSummary form={form} message={formError} className={shared.wide} />
      <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      <div className={shared.wide}>
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      </div>
      <div className={shared.wide}>
        <TextField label="Message" multiline placeholder="How can we help?" {...form.field('message')} />
      </div>
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Sending...">
          Send
        </Button>
      </div>
    </Form>
  );
}
