import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['critical', 'neutral'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** Question that names the dialog, e.g. 'Cancel Order #1042?'. */
  title: ReactNode;
  /** What will happen if the user confirms. */
  message: ReactNode;
  /** Text of the confirming button, e.g. 'Deactivate User'. */
  confirmLabel: string;
  /** Text of the button that backs out. */
  cancelLabel?: string;
  /** critical (red button) for destructive moves, neutral (primary button) otherwise. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  /** Text on the confirming button while busy, e.g. 'Deactivating...'. */
  busyLabel?: string;
  /** Why the action failed, shown above the buttons and announced. */
  errorMessage?: string;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the user confirms. The dialog stays open until the parent closes it. */
  onConfirm: () => void;
  /** Called when the user backs out (button, Escape or outside click). */
  onCancel: () => void;
}

/**
 * Asks the user to confirm one action before it runs (deactivate a user, cancel an order,
 * delete a product). Rendered as an alert dialog; focus is trapped inside while open.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'critical',
  busy = false,
  busyLabel,
  errorMessage,
  isOpen,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            busy={busy}
            busyLabel={busyLabel}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <div>{message}</div>
        {errorMessage && (
          <p role="alert" className={styles.error}>
            {errorMessage}
          </p>
        )}
      </div>
    </Modal>
  );
}
