import { formatDay } from '@idl/api-contract';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ReasonDialog } from '../../../../components/ReasonDialog';
import * as shared from '../../shared/shared.css';
import type { WarrantyClaim } from '../../shared/types';
import * as styles from '../admin.css';
import { Link } from '../../../../components/Link';

export type ClaimResolution = 'remake' | 'replacement';

export interface ClaimReviewListProps {
  /** The claims to review, newest first. */
  claims: readonly WarrantyClaim[];
  /** Approve a pending claim with a free remake or replacement (after the admin confirmed). */
  onApprove: (claimId: number, resolution: ClaimResolution) => void;
  /** Reject a pending claim with the reason the patient will read. */
  onReject: (claimId: number, reason: string) => void;
  /** The claim whose review is being saved (its buttons and the open approval dialog wait). */
  busyClaimId?: number | null;
  /** Why the last review could not be saved (shown in the open approval dialog). */
  reviewError?: string;
  /** Open the reject dialog for this claim at first (stories). */
  defaultRejectingClaimId?: number | null;
  /** Open the approval question for this claim at first (stories). */
  defaultApproving?: ClaimApproval | null;
}

/** A claim about to be approved, and what the patient gets. */
export interface ClaimApproval {
  claimId: number;
  resolution: ClaimResolution;
}

const statusTone = { pending: 'warning', approved: 'success', rejected: 'critical' } as const;
const statusText = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const resolutionText = { remake: 'Remake', replacement: 'Replacement' } as const;

/**
 * Warranty claims with Approve (remake or replacement) and Reject-with-reason for pending ones.
 * Both ask first and say what the decision does; Cancel changes nothing.
 */
export function ClaimReviewList({
  claims,
  onApprove,
  onReject,
  busyClaimId,
  reviewError,
  defaultRejectingClaimId = null,
  defaultApproving = null,
}: ClaimReviewListProps) {
  const [approving, setApproving] = useState<ClaimApproval | null>(defaultApproving);
  const [rejecting, setRejecting] = useState<number | null>(defaultRejectingClaimId);
  const [decidedClaimId, setDecidedClaimId] = useState<number | null>(null);
  // The approval question closes by itself once the claim is no longer pending.
  const approvingClaim = approving
    ? claims.find((claim) => claim.id === approving.claimId && claim.status === 'pending')
    : undefined;
  const rejectingClaim = claims.find((claim) => claim.id === rejecting);
  // A decided claim loses its buttons, so the decision the admin just confirmed takes focus once it
  // is saved. An effect of this component runs after a closed dialog has let go of the page.
  const decisionRef = useRef<HTMLParagraphElement>(null);
  const decided = claims.some((claim) => claim.id === decidedClaimId && claim.status !== 'pending');
  useEffect(() => {
    if (decided) decisionRef.current?.focus();
  }, [decided]);
  const decisionFocus = (claimId: number) =>
    claimId === decidedClaimId ? { ref: decisionRef, tabIndex: -1 } : {};

  if (claims.length === 0) return <p className={shared.muted}>No claims.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Claims">
        {claims.map((claim) => (
          <li key={claim.id} className={styles.item}>
            <div className={styles.meta}>
              <strong>{claim.caseLabel}</strong>
              <Badge tone={statusTone[claim.status]}>{statusText[claim.status]}</Badge>
              <span>Filed {formatDay(claim.submittedAt)}</span>
              <span>Office {claim.officeReference}</span>
            </div>
            <p>{claim.description}</p>
            {claim.photoUrls.length > 0 ? (
              <p className={shared.muted}>
                Photos:{' '}
                {claim.photoUrls.map((url, index) => (
                  <Link key={url} className={shared.link} href={url}>
                    {`Photo ${index + 1}`}
                  </Link>
                ))}
              </p>
            ) : null}
            {claim.resolution ? <p {...decisionFocus(claim.id)}>Approved: free {claim.resolution}</p> : null}
            {claim.rejectionReason ? (
              <p {...decisionFocus(claim.id)}>Rejected: {claim.rejectionReason}</p>
            ) : null}
            {claim.status === 'pending' ? (
              <div className={shared.actions}>
                <Button
                  size="sm"
                  busy={busyClaimId === claim.id}
                  onPress={() => setApproving({ claimId: claim.id, resolution: 'remake' })}
                  aria-label={`Approve: Remake, claim ${claim.id}`}
                >
                  Approve: Remake
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busyClaimId === claim.id}
                  onPress={() => setApproving({ claimId: claim.id, resolution: 'replacement' })}
                  aria-label={`Approve: Replacement, claim ${claim.id}`}
                >
                  Approve: Replacement
                </Button>
                <Button
                  size="sm"
                  variant="critical"
                  busy={busyClaimId === claim.id}
                  onPress={() => setRejecting(claim.id)}
                  aria-label={`Reject, claim ${claim.id}`}
                >
                  Reject
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={approvingClaim !== undefined}
        title={
          approving &&
          `Approve Claim ${approving.claimId} with a Free ${resolutionText[approving.resolution]}?`
        }
        message={
          approvingClaim &&
          approving &&
          `${approvingClaim.caseLabel}: the lab provides a free ${approving.resolution}, and the patient is e-mailed that the claim is approved. The decision cannot be changed afterwards.`
        }
        confirmLabel={approving ? `Approve: ${resolutionText[approving.resolution]}` : 'Approve'}
        tone="neutral"
        busy={approvingClaim !== undefined && busyClaimId === approvingClaim.id}
        busyLabel="Approving..."
        errorMessage={reviewError}
        onConfirm={() => {
          if (!approvingClaim || !approving) return;
          onApprove(approvingClaim.id, approving.resolution);
          setDecidedClaimId(approvingClaim.id);
        }}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        isOpen={rejecting !== null}
        title="Reject Claim"
        message={
          rejectingClaim &&
          `${rejectingClaim.caseLabel}: the claim is rejected and the patient is e-mailed the reason you give. The decision cannot be changed afterwards.`
        }
        confirmLabel="Reject Claim"
        description="The patient reads this in the e-mail."
        missingMessage="Give the reason for the rejection"
        onConfirm={(reason) => {
          if (rejecting === null) return;
          onReject(rejecting, reason);
          setDecidedClaimId(rejecting);
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
