import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDateTime, formatDay } from '@idl/api-contract';
import * as styles from './SessionsDialog.css';
import type { SignedInSession } from './SessionsDialog.types';

export interface SessionsDialogRowProps {
  session: SignedInSession;
  /** 'Sign Out' pressed on this (other) device. */
  onSignOut: (id: string) => void;
  /** This device is being signed out. */
  ending: boolean;
  /** Another action is running: the button waits. */
  disabled: boolean;
}

/** One device: its name, when it signed in and was last active, and Sign Out (for other devices). */
export function SessionsDialogRow({ session, onSignOut, ending, disabled }: SessionsDialogRowProps) {
  const datesId = useId();
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <p className={styles.device}>
          {session.device}
          {session.current && <Badge tone="info">This device</Badge>}
        </p>
        <p className={styles.dates} id={datesId}>
          <span>
            Signed in{' '}
            <time className={styles.when} dateTime={session.createdAt}>
              {formatDay(session.createdAt)}
            </time>
          </span>
          <span>
            Last active{' '}
            <time className={styles.when} dateTime={session.lastSeenAt}>
              {formatDateTime(session.lastSeenAt)}
            </time>
          </span>
        </p>
      </div>
      {!session.current && (
        <span className={styles.rowAction}>
          <Button
            variant="secondary"
            size="sm"
            busy={ending}
            busyLabel="Signing Out..."
            disabled={disabled}
            // The name starts with the words shown and adds the device, so each button says what it ends.
            aria-label={`${ending ? 'Signing Out...' : 'Sign Out'} ${session.device}`}
            aria-describedby={datesId}
            onPress={() => onSignOut(session.id)}
          >
            Sign Out
          </Button>
        </span>
      )}
    </li>
  );
}
