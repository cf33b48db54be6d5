import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import type { AdminOrderStatus, AdminOrderStatusChange } from '../adminOrderTypes';
import { AdminOrderDetailShipDialog } from './AdminOrderDetailShipDialog';
import * as styles from './AdminOrderDetail.css';

export const adminOrderDialogs = ['ship', 'cancel'] as const;
export type AdminOrderDialog = (typeof adminOrderDialogs)[number];

/** The status moves an admin may make from each status (the server enforces the same). */
export const allowedOrderMoves: Record<AdminOrderStatus, AdminOrderStatus[]> = {
  Pending: ['In Progress', 'Cancelled'],
  'In Progress': ['Shipped', 'Cancelled'],
  Shipped: ['Completed'],
  Completed: [],
  Cancelled: [],
};

const moveLabel: Partial<Record<AdminOrderStatus, { label: string; busy: string }>> = {
  'In Progress': { label: 'Confirm payment', busy: 'Confirming...' },
  Shipped: { label: 'Mark as shipped', busy: 'Saving...' },
  Completed: { label: 'Mark as completed', busy: 'Completing...' },
  Cancelled: { label: 'Cancel order', busy: 'Cancelling...' },
};

export interface AdminOrderDetailActionsProps {
  orderId: number;
  status: AdminOrderStatus;
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

/** The buttons that move an order on, each shown only when the move is allowed. */
export function AdminOrderDetailActions({
  orderId,
  status,
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
  const moves = allowedOrderMoves[status];
  const busy = pendingStatus !== undefined;

  if (moves.length === 0) {
    return (
      <p className={styles.muted}>
        {status === 'Completed' ? 'This order is completed.' : 'This order is cancelled.'} No further status
        changes.
      </p>
    );
  }

  function press(next: AdminOrderStatus) {
    if (next === 'Shipped') setDialog({ kind: 'ship', from: status });
    else if (next === 'Cancelled') setDialog({ kind: 'cancel', from: status });
    else onStatusChange({ status: next });
  }

  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions} role="group" aria-label="Order status actions">
        {moves.map((next) => {
          const text = moveLabel[next]!;
          return (
            <Button
              key={next}
              variant={next === 'Cancelled' ? 'secondary' : 'primary'}
              busy={pendingStatus === next && openDialog === null}
              busyLabel={text.busy}
              disabled={busy}
              onPress={() => press(next)}
            >
              {text.label}
            </Button>
          );
        })}
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
      <ConfirmDialog
        isOpen={openDialog === 'cancel'}
        title={`Cancel order #${orderId}?`}
        message="The buyer will see the order as cancelled and it can no longer be confirmed, shipped or completed."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        tone="critical"
        busy={pendingStatus === 'Cancelled'}
        busyLabel="Cancelling..."
        errorMessage={errorMessage}
        onConfirm={() => onStatusChange({ status: 'Cancelled' })}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
