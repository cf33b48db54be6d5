import { Button } from '../../../components/Button';
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
import { RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { FormNotice } from '../shared/FormNotice';
import * as shared from '../shared/shared.css';
import type { FormStatus, PatientPlan } from '../shared/types';

export interface PatientRegistrationValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  /** The chosen plan's id ('3-year', '6-year', '9-year'); empty until chosen. */
  plan: string;
  /** Day of the month (1 to 28) the monthly dues are charged; null until chosen. */
  chargeDay: number | null;
}
type Field = keyof PatientRegistrationValues;

export interface PatientRegistrationFormProps {
  /** The plans to choose from (3, 6 and 9 years). */
  plans: readonly PatientPlan[];
  /** Called with the values once nothing required is missing. */
  onSubmit: (values: PatientRegistrationValues) => void;
  /** idle: fill in; busy: sending; sent: the confirmation with the reference number. */
  status?: FormStatus;
  /** The enrolment's reference number, shown when sent. */
  reference?: string;
  /** Errors per field from the server (the API's 400 details). */
  errors?: FieldErrors<Field>;
  /** A message about the whole form, e.g. when the request failed. */
  formError?: string;
  /** Values to start with (e.g. the plan chosen on the plan cards). */
  initialValues?: Partial<PatientRegistrationValues>;
}

const empty: PatientRegistrationValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  zip: '',
  plan: '',
  chargeDay: null,
};

const chargeDays = Array.from({ length: 28 }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));

/** The patient's extended-warranty registration: contact details, plan and monthly charge day. */
export function PatientRegistrationForm({
  plans,
  onSubmit,
  status = 'idle',
  reference,
  errors,
  formError,
  initialValues,
}: PatientRegistrationFormProps) {
  const form = useForm<PatientRegistrationValues>({
    initialValues: { ...empty, ...initialValues },
    serverErrors: errors,
    busy: status === 'busy',
    validate: (v) => ({
      ...requiredErrors(v, {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        address: 'Enter your address',
        city: 'Enter your city',
        plan: 'Choose the 3, 6 or 9 year plan',
      }),
      phone: phoneError(v.phone),
      email: emailError(v.email),
      zip: zipError(v.zip),
      chargeDay: v.chargeDay === null ? 'Choose a day of the month from 1 to 28' : undefined,
    }),
    onSubmit,
  });

  if (status === 'sent') {
    return (
      <FormNotice tone="success" title="Thank you for registering" reference={reference}>
        We have sent an e-mail with your reference number. Keep it: you need it for claims, your dues and your
        contract.
      </FormNotice>
    );
  }

  const text = (field: Exclude<Field, 'plan' | 'chargeDay'>, label: string, extra: object = {}) => (
    <TextField label={label} {...form.field(field)} {...extra} />
  );
  const { values, set, errorOf } = form;

  return (
    <Form form={form} className={shared.form} aria-label="Patient registration">
      <FormSummary form={form} message={formError} className={shared.wide} />
      {text('firstName', 'First Name', { autoComplete: 'given-name' })}
      {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
      <div className={shared.wide}>{text('address', 'Address', { autoComplete: 'street-address' })}</div>
      {text('city', 'City', { autoComplete: 'address-level2' })}
      {text('zip', 'ZIP', { autoComplete: 'postal-code' })}
      <RadioGroup
        label="Plan"
        name="plan"
        orientation="horizontal"
        options={plans.map((plan) => ({ value: plan.id, label: `${plan.years} years` }))}
        value={values.plan || null}
        onChange={(v) => set('plan', v)}
        errorMessage={errorOf('plan')}
      />
      <Select
        label="Preferred Monthly Charge Day"
        name="chargeDay"
        placeholder="Choose a day"
        options={chargeDays}
        selectedKey={values.chargeDay === null ? null : String(values.chargeDay)}
        onSelectionChange={(id) => set('chargeDay', Number(id))}
        errorMessage={errorOf('chargeDay')}
      />
      <div className={shared.actions}>
        <Button type="submit" busy={status === 'busy'} busyLabel="Registering...">
          Register
        </Button>
      </div>
    </Form>
  );
}
