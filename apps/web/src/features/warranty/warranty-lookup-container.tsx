import {
  EnrollmentLookupForm,
  EnrollmentSummary,
  FormAlert,
  sprinkles,
  type EnrollmentLookupValues,
  type LabContact,
} from '@idl/design-system';
import { ApiRequestError } from '@idl/api-contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { shopContactDetails } from '../contact/use-contact';
import { usePaymentOptions } from '../payments/use-payment-settings';
import { formErrorsOf, unreachableMessage, useFormErrors } from '../../app/error-message';
import { useDownloadContract, useLookUpEnrollment, usePayDuesByCard } from './use-warranty';

const fields = ['reference', 'email'] as const;

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
  // Back from Stripe's page (?card=success|cancelled&reference=...): say what happened, reference filled in.
  const [searchParams] = useSearchParams();
  const cardOutcome = searchParams.get('card');
  const returnedReference = searchParams.get('reference') ?? undefined;
  const lookUp = useLookUpEnrollment();
  const download = useDownloadContract();
  const payByCard = usePayDuesByCard();
  const [credentials, setCredentials] = useState<EnrollmentLookupValues | null>(null);
  const errors = useFormErrors(lookUp.error, fields);
  // The shop's transfer accounts are asked for only once there is a due to pay.
  const hasUnpaidDues = lookUp.data?.dues.some((due) => due.status !== 'paid') ?? false;
  const paymentOptions = usePaymentOptions(hasUnpaidDues);
  // Without the accounts (none set, or not reachable) the patient is asked to contact the lab.
  const cardOffer =
    paymentOptions.data?.card && credentials
      ? {
          onPay: () => payByCard.mutate(credentials),
          busy: payByCard.isPending || payByCard.isSuccess,
          error: payByCard.isError
            ? (formErrorsOf(payByCard.error, []).formError ?? 'The card page could not be opened.')
            : undefined,
        }
      : undefined;
  const payment = paymentOptions.data
    ? { methods: paymentOptions.data.transferMethods, contact: labContact, card: cardOffer }
    : paymentOptions.isError
      ? { methods: [], contact: labContact }
      : undefined;

  const submit = (values: EnrollmentLookupValues) => {
    download.reset();
    payByCard.reset();
    lookUp.mutate(values, {
      onSuccess: () => {
        setCredentials(values);
        onFound?.(values);
      },
    });
  };

  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      {cardOutcome === 'success' ? (
        <p role="status">
          Thank you: your card payment was made on Stripe&apos;s page. Look up your warranty below; each due
          shows as Paid once Stripe has confirmed it to us.
        </p>
      ) : cardOutcome === 'cancelled' ? (
        <p role="status">You left Stripe&apos;s page: nothing was charged.</p>
      ) : null}
      <EnrollmentLookupForm
        initialValues={returnedReference ? { reference: returnedReference } : undefined}
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
            <FormAlert>
              {/* The server’s reason, then what to do; the unreachable message already says it. */}
              {download.error instanceof ApiRequestError
                ? `${download.error.message} Please try again.`
                : unreachableMessage}
            </FormAlert>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
