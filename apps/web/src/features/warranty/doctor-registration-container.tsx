import { DoctorRegistrationForm, type DoctorRegistrationValues } from '@idl/design-system';
import { doctorPlans, type OfficeEnrollmentRequest } from '@idl/api-contract';
import { useEnrolOffice } from './use-warranty';
import { useFormErrors } from '../../app/error-message';

const fields = [
  'firstName',
  'companyName',
  'email',
  'phone',
  'address',
  'city',
  'zip',
  'licenceNumber',
  'officeReference',
  'serviceTypes',
  'plan',
  'acceptTerms',
] as const;

/**
 * An office's registration: posts the enrolment, then shows where the office reference number was
 * e-mailed.
 */
export function DoctorRegistrationContainer({ planId }: { planId: string | null }) {
  const enrol = useEnrolOffice();
  const errors = useFormErrors(enrol.error, fields);
  const submit = (values: DoctorRegistrationValues) => {
    const body = {
      ...values,
      officeReference: values.officeReference.trim() || undefined,
    } as OfficeEnrollmentRequest;
    enrol.mutate(body);
  };
  return (
    <>
      <DoctorRegistrationForm
        key={enrol.isSuccess ? 'sent' : 'form'}
        plans={doctorPlans}
        onSubmit={submit}
        status={enrol.isPending ? 'busy' : enrol.isSuccess ? 'sent' : 'idle'}
        officeReference={enrol.data?.reference}
        errors={errors.fieldErrors}
        formError={errors.formError}
        initialValues={{ plan: planId ?? '' }}
        termsHref="#terms"
      />
      {enrol.data ? (
        <p>
          We e-mailed the office reference number to <strong>{enrol.data.email}</strong>, with the{' '}
          {enrol.data.planTitle} plan and its dues schedule.
        </p>
      ) : null}
    </>
  );
}
