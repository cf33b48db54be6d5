import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { formatCents } from '../../../format';
import {
  emailError,
  Form,
  FormSummary,
  phoneError,
  requiredErrors,
  useForm,
  zipError,
  type FieldErrors,
} from '../../../components/Form';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../shared/FormNotice';
import * as shared from '../shared/shared.css';
import type { DoctorPlan, FormStatus } from '../shared/types';
import * as styles from './DoctorRegistrationForm.css';
import { Link } from '../../../components/Link';

export interface DoctorRegistrationValues {
  firstName: string;
  companyName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  /** The doctor's licence number. */
  licenceNumber: string;
  /** The office's existing reference number, if it has one (optional). */
  officeReference: string;
  /** The chosen plan's id; empty until chosen. */
  plan: string;
  acceptTerms: boolean;
}
type Field = keyof DoctorRegistrationValues;

export interface DoctorRegistrationFormProps {
  /** The plans to choose from. */
  plans: readonly DoctorPlan[];
  /** Called with the values once nothing required is missing. */
  onSubmit: (values: DoctorRegistrationValues) => void;
  /** idle: fill in; busy: sending; sent: the confirmation with the office reference. */
  status?: FormStatus;
  /** The office's new reference number, shown when sent. */
  officeReference?: string;
  /** Where the terms can be read (the doctor page: '#terms', its Program terms band). */
  termsHref: string;
  /** Errors per field from the server (the API's 400 details). */
  errors?: FieldErrors<Field>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
  /** Values to start with (e.g. the plan chosen on the pricing cards). */
  initialValues?: Partial<DoctorRegistrationValues>;
}

const empty: DoctorRegistrationValues = {
  firstName: '',
  companyName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  zip: '',
  licenceNumber: '',
  officeReference: '',
  plan: '',
  acceptTerms: false,
};

/** Money for a plan's choice label: 'Silver · $275.00 / month'. */
const planLabel = (plan: DoctorPlan) =>
  plan.monthlyChargeCents > 0
    ? `${plan.name} · ${formatCents(plan.monthlyChargeCents)} / month`
    : `${plan.name} (free)`;

/** The doctor office's registration: office details, licence, service types, plan and terms. */
export function DoctorRegistrationForm({
  plans,
  onSubmit,
  status = 'idle',
  officeReference,
  termsHref,
  errors,
  formError,
  initialValues,
}: DoctorRegistrationFormProps) {
  const form = useForm<DoctorRegistrationValues>({
    initialValues: { ...empty, ...initialValues },
    serverErrors: errors,
    busy: status === 'busy',
    validate: (v) => ({
      ...requiredErrors(v, {
        firstName: 'Enter your first name',
        companyName: 'Enter your company name',
        address: 'Enter your address',
        city: 'Enter your city',
        licenceNumber: 'Enter your license number',
        plan: 'Choose a plan',
      }),
      email: emailError(v.email),
      phone: phoneError(v.phone),
      zip: zipError(v.zip),
      acceptTerms: v.acceptTerms ? undefined : 'Accept the terms to enrol',
    }),
    onSubmit,
  });

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Your office is registered" reference={officeReference}>
        We have e-mailed your office-specific reference number. Patients and the lab use it for every warranty
        claim.
      </FormNotice>
    );
  }

  type TextFieldName = Exclude<Field, 'acceptTerms' | 'plan'>;
  const text = (field: TextFieldName, label: string, extra: object = {}) => (
    <TextField label={label} {...form.field(field)} {...extra} />
  );
  const { values, set, errorOf } = form;
  const termsError = errorOf('acceptTerms');

  return (
    <Form form={form} className={shared.form} aria-label="Doctor registration">
      <FormSummary form={form} message={formError} className={shared.wide} />
      {text('firstName', 'First Name', { autoComplete: 'given-name' })}
      {text('companyName', 'Company Name', { autoComplete: 'organization' })}
      {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      <div className={shared.wide}>{text('address', 'Address', { autoComplete: 'street-address' })}</div>
      {text('city', 'City', { autoComplete: 'address-level2' })}
      {text('zip', 'ZIP', { autoComplete: 'postal-code' })}
      {text('licenceNumber', "Doctor's License Number")}
      {text('officeReference', 'Office Reference Number', {
        description: 'Optional: only if your office already has one.',
      })}
      <Select
        label="Plan"
        description="Your plan is your service type: trial, or the $175, $275 or $475 basic plan."
        name="plan"
        placeholder="Select a plan"
        options={plans.map((plan) => ({ id: plan.id, label: planLabel(plan) }))}
        selectedKey={values.plan || null}
        onSelectionChange={(id) => set('plan', id)}
        errorMessage={errorOf('plan')}
      />
      <div className={`${shared.wide} ${styles.group}`}>
        <Checkbox
          name="acceptTerms"
          isSelected={values.acceptTerms}
          onChange={(v) => set('acceptTerms', v)}
          isInvalid={Boolean(termsError)}
        >
          I accept the terms of the program
        </Checkbox>
        <Link className={shared.link} href={termsHref}>
          Read the terms
        </Link>
        {termsError ? <p className={styles.errorText}>{termsError}</p> : null}
      </div>
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Registering...">
          Register Office
        </Button>
      </div>
    </Form>
  );
}
