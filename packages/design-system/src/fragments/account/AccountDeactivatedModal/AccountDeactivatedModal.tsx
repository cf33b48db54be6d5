import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

export interface AccountDeactivatedModalProps {
  /** Shown when a deactivated account tries to log in. */
  isOpen: boolean;
  /** 'Back to Log in' pressed: the app closes it and shows the log-in screen. */
  onBackToLogin: () => void;
}

/** Tells a user their account was deactivated by an administrator. It must be answered: no Escape. */
export function AccountDeactivatedModal({ isOpen, onBackToLogin }: AccountDeactivatedModalProps) {
  return (
    <Modal
      title="Account Deactivated"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={() => {}}
      isDismissable={false}
      actions={<Button onPress={onBackToLogin}>Back to Log in</Button>}
    >
      Your Account is deactivated by the admin. Contact admin to active your account.
    </Modal>
  );
}
