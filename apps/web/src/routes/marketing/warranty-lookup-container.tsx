import {
  EnrollmentLookupForm,
  EnrollmentSummary,
  sprinkles,
  type EnrollmentLookupValues,
  type LabContact,
} from '@idl/design-system';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { shopContactDetails } from '../../features/contact/use-contact';
import { usePaymentOptions } from '../../features/payments/use-payment-settings';
import { formErrorsOf, type FormErrors } from '../../features/warranty/form-errors';
import { useDownloadContract, useLookUpEnrollment } from '../../features/warranty/use-warranty';

const fields = ['reference', 'email'] as const;
type Field = (typeof fields)[number];

const labContact: LabContact = {
  phone: shopContactDetails.phone,
  email: shopContactDetails.email,
  href: paths.contactUs,
};

/**
 * A patient looks up their enrolment with the reference number and e-mail: the summary with its dues
 * (paid, due, overdue), how to pay the unpaid ones by transfer, and the contract PDF. `onFound`
 * hands the pair to the claim form.
 */
export function WarrantyLookupContainer({
  onFound,
  claimHref,
}: {
  onFound?: (values: EnrollmentLookupValues) => void;
  claimHref?: string;
}) {
  const lookUp = useLookUpEnrollment();
  const download = useDownloadContract();
  const [credentials, setCredentials] = useState<EnrollmentLookupValues | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>({ fieldErrors: {} });
  // The shop's transfer accounts are asked for only once there is a due to pay.
  const hasUnpaidDues = lookUp.data?.dues.some((due) => due.status !== 'paid') ?? false;
  const paymentOptions = usePaymentOptions(hasUnpaidDues);
  // Without the accounts (none set, or not reachable) the patient is asked to contact the lab.
  const payment = paymentOptions.data
    ? { methods: paymentOptions.data.transferMethods, contact: labContact }
    : paymentOptions.isError
      ? { methods: [], contact: labContact }
      : undefined;

  const submit = (values: EnrollmentLookupValues) => {
    setErrors({ fieldErrors: {} });
    download.reset();
    lookUp.mutate(values, {
      onSuccess: () => {
        setCredentials(values);
        onFound?.(values);
      },
      onError: (error) => setErrors(formErrorsOf(error, fields)),
    });
  };

  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <EnrollmentLookupForm
        onSubmit={submit}
        busy={lookUp.isPending}
        errors={errors.fieldErrors}
        formError={errors.formError}
      />
      {lookUp.data && credentials ? (
        <>
          <EnrollmentSummary
            enrollment={lookUp.data}
            onDownloadContract={() => download.mutate(credentials)}
            downloading={download.isPending}
            claimHref={claimHref}
            payment={payment}
          />
          {download.isError ? (
            <p role="alert">
              {formErrorsOf(download.error, []).formError ?? 'We could not prepare the contract.'} Please try
              again.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
