import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { FormAlert } from '../../../components/FormAlert';
import * as styles from './SessionsDialog.css';
import type { SessionsLoadState, SignedInSession } from './SessionsDialog.types';
import { SessionsDialogRow } from './SessionsDialogRow';

export interface SessionsDialogProps {
  isOpen: boolean;
  /** Called with false on Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The account's live sessions, as the API lists them. */
  sessions?: SignedInSession[];
  /** Reading the list: loading shows a spinner, error an alert with Retry. */
  loadState?: SessionsLoadState;
  /** 'Retry' pressed after the list could not be read. */
  onRetry?: () => void;
  /** 'Sign Out' pressed on another device, with its session id. */
  onSignOutSession: (id: string) => void;
  /** 'Sign Out Everywhere' confirmed: every session ends, this one included. */
  onSignOutEverywhere: () => void;
  /** The session being signed out: its button is busy, the others wait. */
  endingSessionId?: string;
  /** Signing out everywhere: the confirmation's button is busy and it cannot be closed. */
  endingAll?: boolean;
  /** Error from the server, shown in the confirmation while it is open, above the list otherwise. */
  errorMessage?: string;
  /** Previews: ask for the confirmation on first render. */
  defaultConfirmOpen?: boolean;
}

/**
 * Signed-in Devices: every browser signed in to the account, this one first and marked. Other
 * devices can be signed out one by one; 'Sign Out Everywhere' (after a confirmation) ends them all.
 */
export function SessionsDialog({
  isOpen,
  onOpenChange,
  sessions,
  loadState = 'ready',
  onRetry,
  onSignOutSession,
  onSignOutEverywhere,
  endingSessionId,
  endingAll = false,
  errorMessage,
  defaultConfirmOpen = false,
}: SessionsDialogProps) {
  const [confirming, setConfirming] = useState(defaultConfirmOpen);
  // Closing the dialog drops the question, so opening it again never starts with it.
  if (!isOpen && confirming) setConfirming(false);
  const ready = loadState === 'ready' && sessions !== undefined;
  const busy = endingAll || endingSessionId !== undefined;
  const ordered = sessions ? [...sessions].sort((a, b) => Number(b.current) - Number(a.current)) : [];
  const others = ordered.filter((session) => !session.current).length;

  let content;
  if (ready) {
    content = (
      <div className={styles.body}>
        {errorMessage && !confirming && <FormAlert>{errorMessage}</FormAlert>}
        <p className={styles.intro}>
          Sign out a device you do not recognise or no longer use. It will need the password again.
        </p>
        {ordered.length > 0 && (
          <ul className={styles.list} aria-label="Signed-in devices">
            {ordered.map((session) => (
              <SessionsDialogRow
                key={session.id}
                session={session}
                onSignOut={onSignOutSession}
                ending={session.id === endingSessionId}
                disabled={busy}
              />
            ))}
          </ul>
        )}
        {others === 0 && <p className={styles.none}>No other devices are signed in.</p>}
      </div>
    );
  } else if (loadState === 'error') {
    content = <FormAlert>Your signed-in devices could not be loaded.</FormAlert>;
  } else {
    content = <Spinner label="Loading your devices" showLabel />;
  }

  return (
    <>
      <Modal
        title="Signed-in Devices"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        actions={
          loadState === 'error' ? (
            <Button onPress={onRetry}>Retry</Button>
          ) : (
            <Button variant="critical" disabled={!ready || busy} onPress={() => setConfirming(true)}>
              Sign Out Everywhere
            </Button>
          )
        }
      >
        {content}
      </Modal>
      <ConfirmDialog
        isOpen={isOpen && confirming}
        title="Sign Out Everywhere?"
        message="Every device signed in to your account will be signed out, this one included. You will need your password to sign in again."
        confirmLabel="Sign Out Everywhere"
        busy={endingAll}
        busyLabel="Signing Out..."
        errorMessage={errorMessage}
        onConfirm={onSignOutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
