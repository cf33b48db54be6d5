import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import * as styles from './ReasonDialog.css';

/** Fewer characters than this is no reason (the API asks for 3 or more). */
const MIN_REASON_LENGTH = 3;

export interface ReasonDialogProps {
  isOpen: boolean;
  /** Names the decision: Reject Claim, Reject Office. */
  title: string;
  /** What the decision does and who reads the reason, in whole sentences. */
  message?: ReactNode;
  /** The button that decides; repeats the title (Reject Claim). */
  confirmLabel: string;
  /** critical (the default) for a refusal; primary for a decision that refuses nothing (a hold). */
  confirmTone?: 'critical' | 'primary';
  /** The box's label: Reason by default, or what is asked (Question for the Office). */
  label?: string;
  /** Says who reads the reason: The patient reads this in the e-mail. */
  description?: string;
  /** Shown when the reason is missing or too short. */
  missingMessage: string;
  /** The reason, trimmed; the dialog closes (it calls `onClose` too). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A decision that needs words someone else reads (the reason a claim or an office is rejected, the
 * question a case is held with): a message, a box that refuses to be empty, Cancel and the button
 * that decides.
 */
export function ReasonDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  confirmTone = 'critical',
  label = 'Reason',
  description,
  missingMessage,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const close = () => {
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  const confirm = () => {
    if (reason.trim().length < MIN_REASON_LENGTH) {
      setReasonError(missingMessage);
      return;
    }
    onConfirm(reason.trim());
    close();
  };
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button variant={confirmTone} onPress={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {message ? <p>{message}</p> : null}
        <TextField
          label={label}
          description={description}
          multiline
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          errorMessage={reasonError}
        />
      </div>
    </Modal>
  );
}
