import { OfficeReviewList, toast } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { useAdminOffices, useReviewOffice } from '../../features/admin/use-admin-offices';
import { AdminLoadError, AdminLoading } from './query-state';

/** /admin/offices: dentist offices, those awaiting verification first, with Verify and Reject. */
export function AdminOfficesRoute() {
  const offices = useAdminOffices();
  const review = useReviewOffice();
  if (offices.error) return <AdminLoadError label="Offices" onRetry={offices.refetch} />;
  if (offices.isPending) return <AdminLoading label="Offices" />;
  const decide = (officeId: number, verify: boolean, reason = '') =>
    review.mutate(
      { officeId, review: verify ? { decision: 'verify' } : { decision: 'reject', reason } },
      {
        onSuccess: (office) =>
          toast.success(
            verify
              ? `${office.practiceName} is verified: it can send cases.`
              : `${office.practiceName} is rejected.`,
          ),
        onError: (error) => toast.error(`Error: ${errorMessage(error)}`),
      },
    );
  return (
    <>
      <OfficeReviewList
        offices={offices.offices}
        onVerify={(officeId) => decide(officeId, true)}
        onReject={(officeId, reason) => decide(officeId, false, reason)}
        busyOfficeId={review.isPending ? review.variables.officeId : null}
        reviewError={review.isError ? errorMessage(review.error) : undefined}
      />
      {offices.notShown > 0 ? <p>{`${offices.notShown} older offices are not shown.`}</p> : null}
    </>
  );
}
