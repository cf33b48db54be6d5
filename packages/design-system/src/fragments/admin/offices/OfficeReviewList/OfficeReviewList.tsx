import { doctorPlans, formatDay, type Office, type OfficeStatus } from '@idl/api-contract';
import { useId, useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ReasonDialog } from '../../../../components/ReasonDialog';
import * as styles from './OfficeReviewList.css';

export interface OfficeReviewListProps {
  /** The offices to show, any status: those awaiting verification come first, then verified, then rejected. */
  offices: readonly Office[];
  /** Verify a pending office (after the admin confirmed): it may send cases from then on. */
  onVerify: (officeId: number) => void;
  /** Reject a pending office with the reason the office reads. */
  onReject: (officeId: number, reason: string) => void;
  /** The office whose review is being saved: its buttons and the open question wait. */
  busyOfficeId?: number | null;
  /** Why the last review could not be saved (shown in the open question). */
  reviewError?: string;
  /** Open the verify question for this office at first (stories). */
  defaultVerifyingOfficeId?: number | null;
  /** Open the reject dialog for this office at first (stories). */
  defaultRejectingOfficeId?: number | null;
}

const statusTone = { pending: 'warning', verified: 'success', rejected: 'critical' } as const;
const statusText = { pending: 'Awaiting verification', verified: 'Verified', rejected: 'Rejected' } as const;
const sectionTitles: Record<OfficeStatus, string> = {
  pending: 'Awaiting Verification',
  verified: 'Verified Offices',
  rejected: 'Rejected Offices',
};
const emptyText: Record<OfficeStatus, string> = {
  pending: 'No office is waiting for verification.',
  verified: 'No verified offices yet.',
  rejected: 'No rejected offices.',
};
const sectionOrder: readonly OfficeStatus[] = ['pending', 'verified', 'rejected'];

const planName = (planId: string) => doctorPlans.find((plan) => plan.id === planId)?.name ?? planId;

function OfficeCard({
  office,
  busy,
  onVerify,
  onReject,
}: {
  office: Office;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}) {
  const nameId = useId();
  return (
    <li className={styles.item} data-status={office.status} aria-labelledby={nameId}>
      <div className={styles.head}>
        <h3 id={nameId} className={styles.name}>
          {office.practiceName}
        </h3>
        <Badge tone={statusTone[office.status]}>{statusText[office.status]}</Badge>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>Licence Number</dt>
        <dd className={styles.definition}>{office.licenceNumber}</dd>
        <dt className={styles.term}>Address</dt>
        <dd className={styles.definition}>{`${office.address}, ${office.city} ${office.zip}`}</dd>
        <dt className={styles.term}>Phone</dt>
        <dd className={styles.definition}>{office.phone}</dd>
        <dt className={styles.term}>Account</dt>
        <dd className={styles.definition}>{office.email}</dd>
        <dt className={styles.term}>Dentists</dt>
        <dd className={styles.definition}>{office.dentists.map((dentist) => dentist.name).join(', ')}</dd>
        <dt className={styles.term}>Warranty</dt>
        <dd className={styles.definition}>
          {office.warrantyEnrollments.length === 0 ? (
            'No enrolment with this licence number'
          ) : (
            <ul className={styles.inlineList}>
              {office.warrantyEnrollments.map((enrollment) => (
                <li key={enrollment.reference}>
                  {`${enrollment.reference}, ${planName(enrollment.planId)}, covered until ${formatDay(enrollment.coverageEndsOn)}`}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className={styles.term}>Signed Up</dt>
        <dd className={styles.definition}>{formatDay(office.createdAt)}</dd>
        {office.rejectionReason ? (
          <>
            <dt className={styles.term}>Reason</dt>
            <dd className={styles.definition}>{office.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      {office.status === 'pending' ? (
        <div className={styles.actions}>
          <Button size="sm" busy={busy} onPress={onVerify} aria-label={`Verify ${office.practiceName}`}>
            Verify
          </Button>
          <Button
            size="sm"
            variant="critical"
            busy={busy}
            onPress={onReject}
            aria-label={`Reject ${office.practiceName}`}
          >
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Dentist offices for the lab to review: those awaiting verification first, each with its licence
 * number, address, dentists and linked warranty enrolments, and Verify or Reject (with the reason
 * the office reads); then the verified and the rejected ones.
 */
export function OfficeReviewList({
  offices,
  onVerify,
  onReject,
  busyOfficeId,
  reviewError,
  defaultVerifyingOfficeId = null,
  defaultRejectingOfficeId = null,
}: OfficeReviewListProps) {
  const id = useId();
  const [verifying, setVerifying] = useState<number | null>(defaultVerifyingOfficeId);
  const [rejecting, setRejecting] = useState<number | null>(defaultRejectingOfficeId);
  // The question closes by itself once the office is no longer pending.
  const verifyingOffice = offices.find((office) => office.id === verifying && office.status === 'pending');
  const rejectingOffice = offices.find((office) => office.id === rejecting);

  return (
    <div className={styles.screen}>
      {sectionOrder.map((status) => {
        const shown = offices.filter((office) => office.status === status);
        const headingId = `${id}-${status}`;
        return (
          <section key={status} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {sectionTitles[status]}
            </h2>
            {shown.length === 0 ? (
              <p className={styles.muted}>{emptyText[status]}</p>
            ) : (
              <ul className={styles.list} aria-labelledby={headingId}>
                {shown.map((office) => (
                  <OfficeCard
                    key={office.id}
                    office={office}
                    busy={busyOfficeId === office.id}
                    onVerify={() => setVerifying(office.id)}
                    onReject={() => setRejecting(office.id)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        isOpen={verifyingOffice !== undefined}
        title={verifyingOffice && `Verify ${verifyingOffice.practiceName}?`}
        message={
          verifyingOffice &&
          `Licence ${verifyingOffice.licenceNumber}: once verified, the office can send cases to the lab.`
        }
        confirmLabel="Verify Office"
        tone="neutral"
        busy={verifyingOffice !== undefined && busyOfficeId === verifyingOffice.id}
        busyLabel="Verifying..."
        errorMessage={reviewError}
        onConfirm={() => {
          if (verifyingOffice) onVerify(verifyingOffice.id);
        }}
        onCancel={() => setVerifying(null)}
      />
      <ReasonDialog
        isOpen={rejecting !== null}
        title="Reject Office"
        message={
          rejectingOffice &&
          `${rejectingOffice.practiceName}: the office cannot send cases, and reads the reason you give. It can sign up again with its details corrected.`
        }
        confirmLabel="Reject Office"
        description="The office reads this."
        missingMessage="Give the reason for the rejection"
        onConfirm={(reason) => {
          if (rejecting !== null) onReject(rejecting, reason);
        }}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
