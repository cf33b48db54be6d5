import {
  formatDollars,
  Link,
  PatientRegistrationForm,
  type PatientRegistrationValues,
} from '@idl/design-system';
import { patientPlans, type PatientEnrollmentRequest } from '@idl/api-contract';
import { paths } from '../../app/paths';
import { useEnrolPatient } from './use-warranty';
import { useFormErrors } from '../../app/error-message';

const fields = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'address',
  'city',
  'zip',
  'plan',
  'chargeDay',
] as const;

/** The patient's registration: posts the enrolment, then shows the reference number that was e-mailed. */
export function PatientRegistrationContainer({ planId }: { planId: string | null }) {
  const enrol = useEnrolPatient();
  const errors = useFormErrors(enrol.error, fields);
  const submit = (values: PatientRegistrationValues) =>
    enrol.mutate({ ...values, chargeDay: values.chargeDay ?? 0 } as PatientEnrollmentRequest);
  return (
    <>
      <PatientRegistrationForm
        key={enrol.isSuccess ? 'sent' : 'form'}
        plans={patientPlans}
        onSubmit={submit}
        status={enrol.isPending ? 'busy' : enrol.isSuccess ? 'sent' : 'idle'}
        reference={enrol.data?.reference}
        errors={errors.fieldErrors}
        formError={errors.formError}
        initialValues={{ plan: planId ?? '' }}
      />
      {enrol.data ? (
        <p>
          The e-mail went to <strong>{enrol.data.email}</strong>: your reference number{' '}
          <strong>{enrol.data.reference}</strong>, the {enrol.data.planTitle.toLowerCase()} and your first
          due, the enrolment fee of {formatDollars(enrol.data.enrollmentFee)}. See your dues and download your
          contract on <Link href={paths.warranty}>your warranty page</Link>.
        </p>
      ) : null}
    </>
  );
}
