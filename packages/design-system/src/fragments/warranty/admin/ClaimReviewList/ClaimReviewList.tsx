import { useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import { formatDate } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import type { WarrantyClaim } from '../../shared/types';
import * as styles from '../admin.css';

export type ClaimResolution = 'remake' | 'replacement';

export interface ClaimReviewListProps {
  /** The claims to review, newest first. */
  claims: readonly WarrantyClaim[];
  /** Approve a pending claim with a free remake or replacement. */
  onApprove: (claimId: number, resolution: ClaimResolution) => void;
  /** Reject a pending claim with the reason the patient will read. */
  onReject: (claimId: number, reason: string) => void;
  /** The claim whose review is being saved (its buttons wait). */
  busyClaimId?: number | null;
  /** Open the reject dialog for this claim at first (stories). */
  defaultRejectingClaimId?: number | null;
}

const statusTone = { pending: 'warning', approved: 'success', rejected: 'critical' } as const;
const statusText = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** Warranty claims with Approve (remake or replacement) and Reject-with-reason for pending ones. */
export function ClaimReviewList({
  claims,
  onApprove,
  onReject,
  busyClaimId,
  defaultRejectingClaimId = null,
}: ClaimReviewListProps) {
  const [rejecting, setRejecting] = useState<number | null>(defaultRejectingClaimId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const closeDialog = () => {
    setRejecting(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirmReject = () => {
    if (rejecting === null) return;
    if (reason.trim().length < 3) {
      setReasonError('Give the reason for the rejection');
      return;
    }
    onReject(rejecting, reason.trim());
    closeDialog();
  };

  if (claims.length === 0) return <p className={shared.muted}>No claims.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Claims">
        {claims.map((claim) => (
          <li key={claim.id} className={styles.item}>
            <div className={styles.meta}>
              <strong>{claim.caseLabel}</strong>
              <Badge tone={statusTone[claim.status]}>{statusText[claim.status]}</Badge>
              <span>Filed {formatDate(claim.submittedAt)}</span>
              <span>Office {claim.officeReference}</span>
            </div>
            <p>{claim.description}</p>
            {claim.photoUrls.length > 0 ? (
              <p className={shared.muted}>
                Photos:{' '}
                {claim.photoUrls.map((url, index) => (
                  <a key={url} className={shared.link} href={url}>
                    {`Photo ${index + 1}`}
                  </a>
                ))}
              </p>
            ) : null}
            {claim.resolution ? <p>Approved: free {claim.resolution}</p> : null}
            {claim.rejectionReason ? <p>Rejected: {claim.rejectionReason}</p> : null}
            {claim.status === 'pending' ? (
              <div className={shared.actions}>
                <Button
                  size="sm"
                  busy={busyClaimId === claim.id}
                  onPress={() => onApprove(claim.id, 'remake')}
                  aria-label={`Approve: remake, claim ${claim.id}`}
                >
                  Approve: remake
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busyClaimId === claim.id}
                  onPress={() => onApprove(claim.id, 'replacement')}
                  aria-label={`Approve: replacement, claim ${claim.id}`}
                >
                  Approve: replacement
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
      <Modal
        title="Reject claim"
        isOpen={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : closeDialog())}
        actions={
          <>
            <Button variant="secondary" onPress={closeDialog}>
              Cancel
            </Button>
            <Button variant="critical" onPress={confirmReject}>
              Reject claim
            </Button>
          </>
        }
      >
        <TextField
          label="Reason"
          description="The patient reads this in the e-mail."
          multiline
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          errorMessage={reasonError}
        />
      </Modal>
    </>
  );
}
