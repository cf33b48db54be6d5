import type { Office } from '@idl/api-contract';
import { Link, OfficeSignUpForm, OfficeStatusNotice } from '@idl/design-system';
import { errorMessage, useFormErrors } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyOffice, useSignUpOffice } from '../../features/cases/use-office';
import { useSession } from '../../features/session/session';
import { PageLoading } from './page-loading';
import { PageBody, PageError, SignInNeeded } from './page-state';

/** What the office sent, to correct and send again once the lab refused it. */
const valuesOf = (office: Office) => ({
  practiceName: office.practiceName,
  licenceNumber: office.licenceNumber,
  phone: office.phone,
  address: office.address,
  city: office.city,
  zip: office.zip,
  dentists: office.dentists.map((dentist) => dentist.name),
});

/** The office's sign-up form, wired to the API: its 400 details land on their fields. */
function SignUpForm({ refused }: { refused?: Office }) {
  const signUp = useSignUpOffice();
  const errors = useFormErrors(signUp.error);
  return (
    <OfficeSignUpForm
      onSubmit={(office) => signUp.mutate(office)}
      busy={signUp.isPending}
      errors={errors.fieldErrors}
      formError={errors.formError}
      initialValues={refused ? valuesOf(refused) : undefined}
      submitLabel={refused ? 'Send Again' : undefined}
    />
  );
}

/**
 * /office: a signed-in account turns itself into a dentist office (practice, licence, address,
 * the dentists who send cases); then the page says the lab verifies the office before its first
 * case, and once it has, that the office can send cases.
 */
export function OfficeRoute() {
  const session = useSession();
  const office = useMyOffice();
  if (session.status === 'anonymous') {
    return <SignInNeeded>Log in to sign your dentist office up.</SignInNeeded>;
  }
  if (office.isError) {
    return (
      <PageError
        message={errorMessage(office.error, 'We could not load your office.')}
        onRetry={() => void office.refetch()}
      />
    );
  }
  if (office.isPending) return <PageLoading label="Loading your office" />;
  const mine = office.data;
  if (mine === null) {
    return (
      <PageBody>
        <h1>Sign Up Your Office</h1>
        <p>
          Dentist offices send their cases to the lab from here: the prescription, the scans and the photos,
          and follow each case to delivery. The lab verifies your licence before your first case.
        </p>
        <SignUpForm />
      </PageBody>
    );
  }
  return (
    <PageBody>
      <h1>My Office</h1>
      <OfficeStatusNotice
        practiceName={mine.practiceName}
        status={mine.status}
        rejectionReason={mine.rejectionReason}
        signedUpOn={mine.createdAt}
      >
        {mine.status === 'verified' ? (
          <p>
            <Link href={paths.newCase}>Send a Case</Link> or follow yours in{' '}
            <Link href={paths.cases}>My Cases</Link>.
          </p>
        ) : null}
      </OfficeStatusNotice>
      {mine.status === 'rejected' ? (
        <>
          <p>Correct your office’s details and send them again: the lab checks them once more.</p>
          <SignUpForm refused={mine} />
        </>
      ) : (
        <dl>
          <dt>Licence Number</dt>
          <dd>{mine.licenceNumber}</dd>
          <dt>Address</dt>
          <dd>{`${mine.address}, ${mine.city} ${mine.zip}`}</dd>
          <dt>Dentists Who Send Cases</dt>
          <dd>{mine.dentists.map((dentist) => dentist.name).join(', ')}</dd>
        </dl>
      )}
    </PageBody>
  );
}
