import {
  EnrollmentLookupForm,
  EnrollmentSummary,
  sprinkles,
  type EnrollmentLookupValues,
} from '@idl/design-system';
import { useState } from 'react';
import { formErrorsOf, type FormErrors } from '../../features/warranty/form-errors';
import { useDownloadContract, useLookUpEnrollment } from '../../features/warranty/use-warranty';

const fields = ['reference', 'email'] as const;
type Field = (typeof fields)[number];

/**
 * A patient looks up their enrolment with the reference number and e-mail: the summary with its dues
 * (paid, due, overdue) and the contract PDF. `onFound` hands the pair to the claim form.
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
