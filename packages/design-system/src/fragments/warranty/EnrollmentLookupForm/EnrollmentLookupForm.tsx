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
import * as shared from '../shared/shared.css';

export interface EnrollmentLookupValues {
  reference: string;
  email: string;
}

export interface EnrollmentLookupFormProps {
  /** Called with the reference and e-mail once both are filled in. */
  onSubmit: (values: EnrollmentLookupValues) => void;
  /** The lookup is running. */
  busy?: boolean;
  /** Errors per field from the server. */
  errors?: FieldErrors<keyof EnrollmentLookupValues>;
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
  const form = useForm<EnrollmentLookupValues>({
    initialValues: { reference: '', email: '', ...initialValues },
    serverErrors: errors,
    busy,
    validate: (v) => ({
      ...requiredErrors(v, { reference: 'Enter your reference number' }),
      email: emailError(v.email),
    }),
    onSubmit: (v) => onSubmit({ reference: v.reference.trim().toUpperCase(), email: v.email.trim() }),
  });
  return (
    <Form form={form} className={shared.form} aria-label="Find my warranty">
      <FormSummary form={form} message={formError} className={shared.wide} />
      <TextField
        label="Reference Number"
        description="From the e-mail we sent when you registered."
        {...form.field('reference')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <div className={shared.actions}>
        <Button type="submit" busy={busy} busyLabel="Looking Up...">
          Find My Warranty
        </Button>
      </div>
    </Form>
  );
}
