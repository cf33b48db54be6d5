import { formatDateTime } from '@idl/api-contract';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { LoadError } from '../../../../components/LoadError';
import { Skeleton } from '../../../../components/Skeleton';
import * as card from '../dashboardCard.css';
import * as styles from './DashboardOperationsPanel.css';

/** An e-mail the shop gave up sending after a day of attempts, as the operations API sends it. */
export interface FailedEmail {
  id: number;
  to: string;
  subject: string;
  /** What the mail server answered at the last attempt. */
  reason: string;
  /** ISO-8601. */
  failedAt: string;
}

export interface DashboardOperationsPanelProps {
  /** When the newest backup finished (ISO-8601); null when none was ever taken. */
  lastBackupAt: string | null;
  /** How often the server backs up by itself (0: it does not). A backup older than twice that is flagged. */
  backupIntervalHours: number;
  /** E-mails queued or waiting for a retry. */
  mailWaiting: number;
  /** E-mails given up, newest first. */
  failedEmails: FailedEmail[];
  /** Called with the id of the e-mail an administrator sends again. */
  onResend: (id: number) => void;
  /** The e-mail being sent again (its button shows it is busy). */
  resendingId?: number;
  /** The current time, for the backup's age (fixed in stories). */
  now?: Date;
  isLoading?: boolean;
  /** The status could not be loaded: a message a user understands. */
  error?: string;
  /** Loads the status again: Try Again shows with the error. */
  onRetry?: () => void;
}

function backupState(lastBackupAt: string | null, intervalHours: number, now: Date) {
  if (!lastBackupAt) return { tone: 'critical' as const, label: 'No backup yet' };
  const ageHours = (now.getTime() - Date.parse(lastBackupAt)) / 3_600_000;
  if (intervalHours > 0 && ageHours > 2 * intervalHours)
    return { tone: 'warning' as const, label: 'Overdue' };
  return { tone: 'success' as const, label: 'Up to date' };
}

/**
 * The dashboard's operations block: when the last backup was taken, and the e-mails the shop gave
 * up sending (with the mail server's reason), each with a button to send it again.
 */
export function DashboardOperationsPanel({
  lastBackupAt,
  backupIntervalHours,
  mailWaiting,
  failedEmails,
  onResend,
  resendingId,
  now = new Date(),
  isLoading = false,
  error,
  onRetry,
}: DashboardOperationsPanelProps) {
  const headingId = 'dashboard-operations-heading';
  if (isLoading || error) {
    return (
      <section className={card.card} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
        <h2 id={headingId} className={card.cardTitle}>
          Backups and e-mail
        </h2>
        {error ? (
          <LoadError className={card.error} message={error} onRetry={onRetry} compact />
        ) : (
          <Skeleton lines={3} />
        )}
      </section>
    );
  }
  const backup = backupState(lastBackupAt, backupIntervalHours, now);
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.cardTitle}>
        Backups and e-mail
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={card.muted}>Last backup</dt>
          <dd className={styles.value}>
            <span>{lastBackupAt ? formatDateTime(lastBackupAt) : 'Never'}</span>
            <Badge tone={backup.tone}>{backup.label}</Badge>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={card.muted}>E-mails waiting to be sent</dt>
          <dd className={styles.value}>{mailWaiting}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={card.muted}>E-mails that could not be sent</dt>
          <dd className={styles.value}>
            <span>{failedEmails.length}</span>
            {failedEmails.length > 0 ? <Badge tone="critical">Needs attention</Badge> : null}
          </dd>
        </div>
      </dl>
      {failedEmails.length > 0 ? (
        <ul className={styles.list} aria-label="E-mails that could not be sent">
          {failedEmails.map((mail) => (
            <li key={mail.id} className={styles.item}>
              <div className={styles.mail}>
                <span id={`failed-email-${mail.id}`} className={styles.subject}>
                  {mail.subject}
                </span>
                <span className={card.muted}>
                  To {mail.to} · given up {formatDateTime(mail.failedAt)}
                </span>
                <span className={styles.reason}>{mail.reason}</span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                busy={resendingId === mail.id}
                busyLabel="Sending..."
                aria-describedby={`failed-email-${mail.id}`}
                onPress={() => onResend(mail.id)}
              >
                Send Again
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
