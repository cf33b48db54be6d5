import {
  Button,
  ClaimReviewList,
  EnrollmentDetail,
  EnrollmentsTable,
  sprinkles,
  toast,
} from '@idl/design-system';
import { ApiRequestError } from '@idl/api-contract';
import { useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage, unreachableMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import {
  useAdminClaims,
  useAdminEnrollment,
  useAdminEnrollments,
  useRecordPayment,
  useReviewClaim,
} from '../../features/warranty/use-warranty';
import { AdminNotFound } from './admin-frame';
import { AdminLoadError, AdminLoading } from './query-state';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });
const messageOf = (error: unknown) => errorMessage(error, unreachableMessage);

/** Admin: Warranty (/admin/warranty): enrolments with search, and the claims. */
export function AdminWarrantyRoute() {
  return (
    <div className={column}>
      <WarrantyOverview />
    </div>
  );
}

/** Admin: one enrolment (/admin/warranty/:enrollmentId) with its dues and claims. */
export function AdminEnrollmentRoute() {
  return (
    <div className={column}>
      <EnrollmentScreen />
    </div>
  );
}

/**
 * Approve / reject with the server's answer as a toast; a refused approval also shows in its open
 * dialog. Shared by both screens.
 */
function useClaimReview() {
  const review = useReviewClaim();
  return {
    busyClaimId: review.isPending ? review.variables.claimId : null,
    reviewError: review.isError ? messageOf(review.error) : undefined,
    onApprove: (claimId: number, resolution: 'remake' | 'replacement') =>
      review.mutate(
        { claimId, review: { decision: 'approve', resolution } },
        {
          onSuccess: () =>
            toast.success(`Claim ${claimId} approved: free ${resolution}. The patient was e-mailed.`),
          onError: (error) => toast.error(messageOf(error)),
        },
      ),
    onReject: (claimId: number, reason: string) =>
      review.mutate(
        { claimId, review: { decision: 'reject', reason } },
        {
          onSuccess: () => toast.success(`Claim ${claimId} rejected. The patient was e-mailed.`),
          onError: (error) => toast.error(messageOf(error)),
        },
      ),
  };
}

function WarrantyOverview() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const enrollments = useAdminEnrollments({ page, search: deferredSearch });
  return (
    <>
      {enrollments.isPending ? (
        <AdminLoading label="Enrolments" />
      ) : enrollments.isError ? (
        <AdminLoadError label="Enrolments" onRetry={() => void enrollments.refetch()} />
      ) : (
        <EnrollmentsTable
          enrollments={enrollments.data.items}
          page={page + 1}
          pageCount={Math.max(1, Math.ceil(enrollments.data.total / enrollments.data.size))}
          onPageChange={(next) => setPage(next - 1)}
          search={search}
          onSearchChange={(next) => {
            setSearch(next);
            setPage(0);
          }}
          enrollmentHref={paths.admin.enrollment}
          showHeading={false}
        />
      )}
      <ClaimsSection />
    </>
  );
}

/** Every claim, pending first, each named with its enrolment's reference and patient. */
function ClaimsSection() {
  const [page, setPage] = useState(0);
  const claims = useAdminClaims(page);
  const review = useClaimReview();
  return (
    <section aria-labelledby="warranty-claims-title" className={column}>
      <h2 id="warranty-claims-title" className={sprinkles({ fontSize: 'xl', fontWeight: 'bold' })}>
        Claims
      </h2>
      {claims.isPending ? (
        <AdminLoading label="Claims" />
      ) : claims.isError ? (
        <AdminLoadError label="Claims" onRetry={() => void claims.refetch()} />
      ) : (
        <>
          <ClaimReviewList
            claims={claims.data.items.map((claim) => ({
              ...claim,
              caseLabel: `${claim.caseLabel}: ${claim.reference}, ${claim.patientName}`,
            }))}
            {...review}
          />
          {claims.data.total > (page + 1) * claims.data.size ? (
            <div>
              <Button variant="secondary" onPress={() => setPage(page + 1)}>
                Next Claims
              </Button>
            </div>
          ) : page > 0 ? (
            <div>
              <Button variant="secondary" onPress={() => setPage(page - 1)}>
                Previous Claims
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function EnrollmentScreen() {
  const enrollmentId = Number(useParams().enrollmentId);
  const enrollment = useAdminEnrollment(enrollmentId);
  const recordPayment = useRecordPayment(enrollmentId);
  const review = useClaimReview();
  if (enrollment.isPending) return <AdminLoading label="Enrolment" />;
  if (enrollment.isError) {
    if (enrollment.error instanceof ApiRequestError && enrollment.error.status === 404)
      return <AdminNotFound title="This enrolment does not exist." />;
    return <AdminLoadError label="Enrolment" onRetry={() => void enrollment.refetch()} />;
  }
  return (
    <EnrollmentDetail
      enrollment={enrollment.data}
      backHref={paths.admin.warranty}
      onRecordPayment={(dueId) =>
        recordPayment.mutate(dueId, {
          onSuccess: () => toast.success('Payment recorded.'),
          onError: (error) => toast.error(messageOf(error)),
        })
      }
      recordingDueId={recordPayment.isPending ? recordPayment.variables : null}
      recordPaymentError={recordPayment.isError ? messageOf(recordPayment.error) : undefined}
      claimReview={review}
    />
  );
}
