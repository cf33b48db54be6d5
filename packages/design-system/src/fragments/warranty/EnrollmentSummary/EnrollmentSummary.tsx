import { formatDay } from '@idl/api-contract';
import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { DuesTable } from '../DuesTable';
import { formatDollars } from '../../../format';
import * as shared from '../shared/shared.css';
import type { WarrantyEnrollment } from '../shared/types';
import { EnrollmentSummaryCard } from './EnrollmentSummaryCard';
import { EnrollmentSummaryPayment, type EnrollmentSummaryPaymentProps } from './EnrollmentSummaryPayment';
import { Link } from '../../../components/Link';

export interface EnrollmentSummaryProps {
  /** The enrolment found by the lookup. */
  enrollment: WarrantyEnrollment;
  /** 'Download Contract' was pressed. */
  onDownloadContract: () => void;
  /** The contract is being prepared (the button waits). */
  downloading?: boolean;
  /** Where 'File a Claim' leads, when claims can be filed. */
  claimHref?: string;
  /**
   * How unpaid dues are paid: the shop's transfer accounts (none: contact the lab). 'How to pay'
   * shows once this is known and a due is unpaid.
   */
  payment?: Pick<EnrollmentSummaryPaymentProps, 'methods' | 'contact' | 'card'>;
}

const claimTone = { pending: 'warning', approved: 'success', rejected: 'critical' } as const;
const claimText = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * A patient's (or office's) warranty at a glance: plan, coverage, dues schedule, how to pay what
 * is due, claims, contract.
 */
export function EnrollmentSummary({
  enrollment,
  onDownloadContract,
  downloading,
  claimHref,
  payment,
}: EnrollmentSummaryProps) {
  const titleId = useId();
  const name =
    enrollment.kind === 'office'
      ? (enrollment.companyName ?? enrollment.firstName)
      : [enrollment.firstName, enrollment.lastName].filter(Boolean).join(' ');
  return (
    <section className={shared.inner} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.heading}>
        Your warranty
      </h2>
      <div className={shared.panel}>
        <dl className={shared.definitionList}>
          <dt className={shared.term}>Reference number</dt>
          <dd className={`${shared.definition} ${shared.reference}`}>{enrollment.reference}</dd>
          <dt className={shared.term}>Name</dt>
          <dd className={shared.definition}>{name}</dd>
          <dt className={shared.term}>Plan</dt>
          <dd className={shared.definition}>
            {enrollment.planTitle} ({enrollment.termMonths} months)
          </dd>
          <dt className={shared.term}>Covered</dt>
          <dd className={shared.definition}>
            {formatDay(enrollment.enrolledOn)} to {formatDay(enrollment.coverageEndsOn)}
          </dd>
          <dt className={shared.term}>Monthly charge</dt>
          <dd className={shared.definition}>
            {formatDollars(enrollment.monthlyCharge)} on day {enrollment.chargeDay} of each month
          </dd>
        </dl>
        <div className={shared.actions}>
          <Button onPress={onDownloadContract} busy={downloading} busyLabel="Preparing Contract...">
            Download Contract
          </Button>
          {claimHref ? (
            <Link className={shared.linkButton.secondary} href={claimHref}>
              File a Claim
            </Link>
          ) : null}
        </div>
      </div>
      <h3 className={shared.subheading}>Dues schedule</h3>
      <DuesTable dues={enrollment.dues} />
      {enrollment.card && enrollment.card.state !== 'ended' ? (
        // Charged to a card: the card's state and where to change it, not transfer details.
        <EnrollmentSummaryCard
          card={enrollment.card}
          monthlyCharge={enrollment.monthlyCharge}
          chargeDay={enrollment.chargeDay}
        />
      ) : payment ? (
        <EnrollmentSummaryPayment
          dues={enrollment.dues}
          reference={enrollment.reference}
          monthlyCharge={enrollment.monthlyCharge}
          {...payment}
        />
      ) : null}
      <h3 className={shared.subheading}>Claims</h3>
      {enrollment.claims.length === 0 ? (
        <p className={shared.muted}>No claims filed.</p>
      ) : (
        <ul className={shared.cardGrid[2]}>
          {enrollment.claims.map((claim) => (
            <li key={claim.id} className={shared.card}>
              <div className={shared.actions}>
                <strong>{claim.caseLabel}</strong>
                <Badge tone={claimTone[claim.status]}>{claimText[claim.status]}</Badge>
              </div>
              <p className={shared.muted}>
                Claim {claim.reference}, filed {formatDay(claim.submittedAt)}
              </p>
              {claim.resolution ? <p>Resolution: free {claim.resolution}</p> : null}
              {claim.rejectionReason ? <p>Reason: {claim.rejectionReason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
