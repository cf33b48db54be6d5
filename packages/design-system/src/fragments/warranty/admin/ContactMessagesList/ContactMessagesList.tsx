import { formatDay } from '@idl/api-contract';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Pagination } from '../../../../components/Pagination';
import * as shared from '../../shared/shared.css';
import * as styles from '../admin.css';
import { Link } from '../../../../components/Link';

/** A message sent through the contact form (as the API returns it). */
export interface ContactMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
}

export interface ContactMessagesListProps {
  /** The messages of this page; shown unhandled first, then newest first. */
  messages: readonly ContactMessage[];
  /** Mark a message as handled. */
  onMarkHandled: (messageId: number) => void;
  /** The message being marked (its button waits). */
  busyMessageId?: number | null;
  /** Current page, 1-based. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /**
   * Show the 'Messages' title. The admin frame's header already names the screen, so there the list
   * is titled 'Contact Messages' for screen readers only instead of repeating 'Messages'.
   */
  showHeading?: boolean;
}

const unhandledFirst = (a: ContactMessage, b: ContactMessage) =>
  Number(a.handledAt !== null) - Number(b.handledAt !== null) || b.receivedAt.localeCompare(a.receivedAt);

/** Admin 'Messages': contact-form messages, unhandled first, each with 'Mark as Handled'. */
export function ContactMessagesList({
  messages,
  onMarkHandled,
  busyMessageId,
  page = 1,
  pageCount = 1,
  onPageChange = () => undefined,
  showHeading = true,
}: ContactMessagesListProps) {
  const sorted = [...messages].sort(unhandledFirst);
  return (
    <section className={styles.screen} aria-labelledby="contact-messages-title">
      {showHeading ? (
        <h1 id="contact-messages-title" className={styles.title}>
          Messages
        </h1>
      ) : (
        <h2 id="contact-messages-title" className="visually-hidden">
          Contact Messages
        </h2>
      )}
      {sorted.length === 0 ? (
        <p className={shared.muted}>No messages yet.</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((message) => {
            const from = `${message.firstName} ${message.lastName}`;
            return (
              <li key={message.id} className={`${styles.item} ${message.handledAt ? '' : styles.unhandled}`}>
                <div className={styles.meta}>
                  <strong>{from}</strong>
                  <Link className={shared.link} href={`mailto:${message.email}`}>
                    {message.email}
                  </Link>
                  <span>{formatDay(message.receivedAt)}</span>
                  {message.handledAt ? <Badge tone="success">Handled</Badge> : <Badge tone="info">New</Badge>}
                </div>
                <p>{message.message}</p>
                {message.handledAt ? null : (
                  <div>
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={busyMessageId === message.id}
                      aria-label={`Mark as Handled: message from ${from}`}
                      onPress={() => onMarkHandled(message.id)}
                    >
                      Mark as Handled
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label="Message pages" />
    </section>
  );
}
