import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Modal.css';

export interface ModalProps {
  /** Heading that names the dialog for screen readers, e.g. 'Account Required'. */
  title: ReactNode;
  /** The dialog's message or form. */
  children: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Create Account. Use `close` in render form to close. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it (Escape, outside click, close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** Allow closing by Escape, outside click and the X button. Off for must-answer dialogs. */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations and warnings that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A centred dialog over a dimmed page. Focus is trapped inside, the page behind does not
 * scroll, and focus returns to the trigger on close (all from react-aria).
 */
export function Modal({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && (
                  <AriaButton className={styles.close} onPress={close} aria-label="Close">
                    <Icon name="close" />
                  </AriaButton>
                )}
              </div>
              <div className={styles.body}>{children}</div>
              {actions && (
                <div className={styles.actions}>
                  {typeof actions === 'function' ? actions(close) : actions}
                </div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
