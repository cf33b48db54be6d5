import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';

export interface ProductsConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with `false` when the user cancels or closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Delete This Product?'. */
  title: string;
  /** What happens if the user goes on. */
  children: ReactNode;
  /** Text of the button that goes on, e.g. 'Delete Product'. */
  confirmLabel: string;
  /** Text of the button that keeps things as they are. */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button is busy. */
  busy?: boolean;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
}

/**
 * A must-answer question before a destructive step (delete a product, throw away changes).
 * Local to the admin product screens until a shared ConfirmDialog exists.
 */
export function ProductsConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  destructive = true,
}: ProductsConfirmDialogProps) {
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      isDismissable={!busy}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'critical' : 'primary'} busy={busy} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
