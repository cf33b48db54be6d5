import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

export interface AccountRequiredModalProps {
  /** Shown when a visitor presses cart, wishlist or notifications. */
  isOpen: boolean;
  /** Called with false on Cancel, Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** 'Create Account' pressed (the app goes to /signup). */
  onCreateAccount: () => void;
}

/** Tells a visitor that this needs an account: 'Please log in or register to proceed further'. */
export function AccountRequiredModal({ isOpen, onOpenChange, onCreateAccount }: AccountRequiredModalProps) {
  return (
    <Modal
      title="Account Required"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={onCreateAccount}>Create Account</Button>
        </>
      )}
    >
      Please log in or register to proceed further
    </Modal>
  );
}
