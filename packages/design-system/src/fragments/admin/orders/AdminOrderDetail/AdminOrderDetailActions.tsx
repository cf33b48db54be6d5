import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/Button';
import { ConfirmDialog, type ConfirmDialogTone } from '../../../../components/ConfirmDialog';
import type { AdminOrderStatus, AdminOrderStatusChange } from '../adminOrderTypes';
import { AdminOrderDetailShipDialog } from './AdminOrderDetailShipDialog';
import * as styles from './AdminOrderDetail.css';

export const adminOrderDialogs = ['confirmPayment', 'ship', 'complete', 'cancel'] as const;
export type AdminOrderDialog = (typeof adminOrderDialogs)[number];

/** What the screen says when the order can make no move. */
const finalNote: Record<AdminOrderStatus, string> = {
  Pending: 'This order is pending.',
  'In Progress': 'This order is in progress.',
  Shipped: 'This order is shipped.',
  Completed: 'This order is completed.',
  Cancelled: 'This order is cancelled.',
};

/** Each move's button, and the dialog that asks before the move is made. */
const moveButton: Partial<
  Record<AdminOrderStatus, { label: string; busy: string; dialog: AdminOrderDialog }>
> = {
  'In Progress': { label: 'Confirm Payment', busy: 'Confirming...', dialog: 'confirmPayment' },
  Shipped: { label: 'Mark as Shipped', busy: 'Saving...', dialog: 'ship' },
  Completed: { label: 'Mark as Completed', busy: 'Completing...', dialog: 'complete' },
  Cancelled: { label: 'Cancel Order', busy: 'Cancelling...', dialog: 'cancel' },
};

interface Confirmation {
  dialog: Exclude<AdminOrderDialog, 'ship'>;
  status: AdminOrderStatus;
  title: (orderId: number) => string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone: ConfirmDialogTone;
  busyLabel: string;
}

/** What each confirmed move does, said the way the lab's administrators talk about it. */
const confirmations: Confirmation[] = [
  {
    dialog: 'confirmPayment',
    status: 'In Progress',
    title: (orderId) => `Confirm Payment of Order #${orderId}?`,
    message:
      'Do this once the money has arrived. The order is marked as paid and moves to In Progress, and the customer is told their order is confirmed and being prepared.',
    confirmLabel: 'Confirm Payment',
    tone: 'neutral',
    busyLabel: 'Confirming...',
  },
  {
    dialog: 'complete',
    status: 'Completed',
    title: (orderId) => `Mark Order #${orderId} as Completed?`,
    message:
      'Do this once the customer has received the order. The customer is told it has been delivered, and the order can no longer change status.',
    confirmLabel: 'Mark as Completed',
    tone: 'neutral',
    busyLabel: 'Completing...',
  },
  {
    dialog: 'cancel',
    status: 'Cancelled',
    title: (orderId) => `Cancel Order #${orderId}?`,
    message:
      'The buyer will see the order as cancelled and it can no longer be confirmed, shipped or completed.',
    confirmLabel: 'Cancel Order',
    cancelLabel: 'Keep Order',
    tone: 'critical',
    busyLabel: 'Cancelling...',
  },
];

export interface AdminOrderDetailActionsProps {
  orderId: number;
  status: AdminOrderStatus;
  /** The moves the server accepts now (the order's `nextStatuses`): one button each. */
  nextStatuses: readonly AdminOrderStatus[];
  /** The move being saved, if any. */
  pendingStatus?: AdminOrderStatus;
  errorMessage?: string;
  /** Dialog open at first (previews). */
  defaultDialog?: AdminOrderDialog;
  /** Show the ship dialog's field errors at once (preview of a refused submit). */
  shipDialogValidated?: boolean;
  /** Example date of the ship dialog's delivery field (previews fix it); a week from today. */
  shipExampleDate?: string;
  onStatusChange: (change: AdminOrderStatusChange) => void;
}

/**
 * The buttons that move an order on: one for each move the server said it accepts, none other.
 * Every move asks first in a dialog; Cancel (or Escape) there changes nothing.
 */
export function AdminOrderDetailActions({
  orderId,
  status,
  nextStatuses,
  pendingStatus,
  errorMessage,
  defaultDialog,
  shipDialogValidated,
  shipExampleDate,
  onStatusChange,
}: AdminOrderDetailActionsProps) {
  // A dialog belongs to the status it was opened from: once the order moves on it is closed.
  const [dialog, setDialog] = useState<{ kind: AdminOrderDialog; from: AdminOrderStatus } | null>(
    defaultDialog ? { kind: defaultDialog, from: status } : null,
  );
  const openDialog = dialog && dialog.from === status ? dialog.kind : null;
  const busy = pendingStatus !== undefined;
  const moves = nextStatuses.flatMap((next) => {
    const button = moveButton[next];
    return button ? [{ next, ...button }] : [];
  });

  // The move confirmed in a dialog removed the button that opened it, so focus cannot go back
  // there: it goes to what the admin may do next (or the note that nothing more can be done).
  const groupRef = useRef<HTMLDivElement>(null);
  const finalNoteRef = useRef<HTMLParagraphElement>(null);
  const moveLanded = dialog !== null && dialog.from !== status && !busy;
  useEffect(() => {
    if (!moveLanded) return;
    const next = finalNoteRef.current ?? groupRef.current?.querySelector('button:not([disabled])');
    if (next instanceof HTMLElement) next.focus();
  }, [moveLanded]);

  if (moves.length === 0) {
    return (
      <p ref={finalNoteRef} tabIndex={-1} className={styles.muted}>
        {finalNote[status]} No further status changes.
      </p>
    );
  }

  return (
    <div className={styles.actionsBlock}>
      <div ref={groupRef} className={styles.actions} role="group" aria-label="Order status actions">
        {moves.map((move) => (
          <Button
            key={move.next}
            variant={move.next === 'Cancelled' ? 'secondary' : 'primary'}
            busy={pendingStatus === move.next && openDialog === null}
            busyLabel={move.busy}
            disabled={busy}
            onPress={() => setDialog({ kind: move.dialog, from: status })}
          >
            {move.label}
          </Button>
        ))}
      </div>
      {errorMessage && openDialog === null && (
        <p role="alert" className={styles.errorBox}>
          {errorMessage}
        </p>
      )}
      <AdminOrderDetailShipDialog
        orderId={orderId}
        isOpen={openDialog === 'ship'}
        busy={pendingStatus === 'Shipped'}
        errorMessage={errorMessage}
        initiallyValidated={shipDialogValidated}
        onSubmit={onStatusChange}
        onCancel={() => setDialog(null)}
        exampleDate={shipExampleDate}
      />
      {confirmations.map((confirmation) => (
        <ConfirmDialog
          key={confirmation.dialog}
          isOpen={openDialog === confirmation.dialog}
          title={confirmation.title(orderId)}
          message={confirmation.message}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          tone={confirmation.tone}
          busy={pendingStatus === confirmation.status}
          busyLabel={confirmation.busyLabel}
          errorMessage={errorMessage}
          onConfirm={() => onStatusChange({ status: confirmation.status })}
          onCancel={() => setDialog(null)}
        />
      ))}
    </div>
  );
}
