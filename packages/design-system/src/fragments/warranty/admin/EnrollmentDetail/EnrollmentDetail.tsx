import { formatDay } from '@idl/api-contract';
import { DuesTable } from '../../DuesTable';
import { formatDollars } from '../../../../format';
import * as shared from '../../shared/shared.css';
import type { WarrantyEnrollment } from '../../shared/types';
import * as styles from '../admin.css';
import { ClaimReviewList, type ClaimReviewListProps } from '../ClaimReviewList';
import { Link } from '../../../../components/Link';

export interface EnrollmentDetailProps {
  enrollment: WarrantyEnrollment;
  /** Where 'Back to enrolments' leads. */
  backHref: string;
  /** Record the payment of an unpaid due (after the admin confirmed). */
  onRecordPayment: (dueId: number) => void;
  /** The due whose payment is being recorded. */
  recordingDueId?: number | null;
  /** Why the last payment could not be recorded (shown in the open dialog). */
  recordPaymentError?: string;
  /** Approve, reject and busy state for the enrolment's claims. */
  claimReview: Omit<ClaimReviewListProps, 'claims'>;
}

/**
 * Admin view of one enrolment: contact details, plan, dues with how each was paid (card or
 * transfer, declined or refunded) and 'Record Payment', claims to review.
 */
export function EnrollmentDetail({
  enrollment,
  backHref,
  onRecordPayment,
  recordingDueId,
  recordPaymentError,
  claimReview,
}: EnrollmentDetailProps) {
  const name =
    enrollment.kind === 'office'
      ? (enrollment.companyName ?? enrollment.firstName)
      : [enrollment.firstName, enrollment.lastName].filter(Boolean).join(' ');
  return (
    <section className={styles.screen} aria-labelledby="warranty-enrollment-title">
      <Link className={shared.link} href={backHref}>
        Back to enrolments
      </Link>
      <h1 id="warranty-enrollment-title" className={styles.title}>
        {`Enrolment ${enrollment.reference}`}
      </h1>
      <div className={shared.panel}>
        <dl className={shared.definitionList}>
          <dt className={shared.term}>{enrollment.kind === 'office' ? 'Office' : 'Patient'}</dt>
          <dd className={shared.definition}>{name}</dd>
          <dt className={shared.term}>E-mail</dt>
          <dd className={shared.definition}>{enrollment.email}</dd>
          <dt className={shared.term}>Phone</dt>
          <dd className={shared.definition}>{enrollment.phone}</dd>
          <dt className={shared.term}>Address</dt>
          <dd className={shared.definition}>
            {`${enrollment.address}, ${enrollment.city} ${enrollment.zip}`}
          </dd>
          <dt className={shared.term}>Plan</dt>
          <dd className={shared.definition}>
            {`${enrollment.planTitle}: ${formatDollars(enrollment.enrollmentFee)} fee, ${formatDollars(enrollment.monthlyCharge)} on day ${enrollment.chargeDay}`}
          </dd>
          <dt className={shared.term}>Covered</dt>
          <dd className={shared.definition}>
            {`${formatDay(enrollment.enrolledOn)} to ${formatDay(enrollment.coverageEndsOn)}`}
          </dd>
        </dl>
      </div>
      <h2 className={shared.subheading}>Dues</h2>
      <DuesTable
        dues={enrollment.dues}
        showPayment
        onRecordPayment={onRecordPayment}
        recordingDueId={recordingDueId}
        recordPaymentError={recordPaymentError}
      />
      <h2 className={shared.subheading}>Claims</h2>
      <ClaimReviewList claims={enrollment.claims} {...claimReview} />
    </section>
  );
}
