import { ClaimRequestForm, type ClaimRequestValues } from '@idl/design-system';
import { ApiRequestError, warrantyCases, type ClaimRequest } from '@idl/api-contract';
import { useState } from 'react';
import { formErrorsOf, type FormErrors } from '../../features/warranty/form-errors';
import { useFileClaim } from '../../features/warranty/use-warranty';

const fields = ['reference', 'email', 'officeReference', 'caseType', 'description', 'photoUrls'] as const;
type Field = (typeof fields)[number];

/**
 * The claim request. A refusal by the programme's rules (409: overdue dues, outside the term)
 * shows its reason; an unknown reference or e-mail shows on those fields.
 */
export function ClaimRequestContainer({ initialValues }: { initialValues?: Partial<ClaimRequestValues> }) {
  const fileClaim = useFileClaim();
  const [errors, setErrors] = useState<FormErrors<Field>>({ fieldErrors: {} });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: ClaimRequestValues) => {
    setErrors({ fieldErrors: {} });
    setRefusal(null);
    fileClaim.mutate(values as ClaimRequest, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) setRefusal(error.body.message);
        else if (error instanceof ApiRequestError && error.status === 404)
          setErrors({ fieldErrors: { reference: error.body.message, email: error.body.message } });
        else setErrors(formErrorsOf(error, fields));
      },
    });
  };

  const status = fileClaim.isPending ? 'busy' : fileClaim.isSuccess ? 'sent' : refusal ? 'refused' : 'idle';
  return (
    <>
      {errors.formError ? <p role="alert">{errors.formError}</p> : null}
      <ClaimRequestForm
        cases={warrantyCases}
        onSubmit={submit}
        status={status}
        refusalReason={refusal ?? undefined}
        claimNumber={fileClaim.data ? String(fileClaim.data.id) : undefined}
        errors={errors.fieldErrors}
        initialValues={initialValues}
      />
    </>
  );
}
