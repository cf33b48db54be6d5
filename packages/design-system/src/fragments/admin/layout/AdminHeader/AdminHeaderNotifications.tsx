import { formatDateTime } from '@idl/api-contract';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import * as styles from './AdminHeader.css';
import { Link } from '../../../../components/Link';

/** One notification, as the API sends it (see the notifications contract). */
export interface AdminNotification {
  id: number;
  /** new_order, out_of_stock, new_claim, new_enrollment, contact_message... */
  type: string;
  /** Short headline, e.g. 'New order #1042'. */
  title: string;
  /** One sentence of detail. */
  message: string;
  orderId: number | null;
  productId: number | null;
  /** The page it is about (the order, the product, the enrolment...): its title links there. */
  link?: string;
  /** Read notifications lose their dot and their 'Mark as Read' button. */
  read: boolean;
  /** When it happened (ISO-8601). */
  createdAt: string;
}

export interface AdminHeaderNotificationsProps {
  /** Newest first. */
  notifications: AdminNotification[];
  /** Shown in the bell's bubble and its name ('Notifications, 3 items'). */
  unreadCount: number;
  /** Called with the id of a notification the user marks as read. */
  onMarkRead?: (id: number) => void;
  /** Called when the user marks everything as read. */
  onMarkAllRead?: () => void;
  /** Open at first render (previews). */
  defaultOpen?: boolean;
}

/** The header's bell: unread count, and a drop-down list of notifications with mark-as-read. */
export function AdminHeaderNotifications({
  notifications,
  unreadCount,
  onMarkRead,
  onMarkAllRead,
  defaultOpen,
}: AdminHeaderNotificationsProps) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <IconButton label="Notifications" count={unreadCount}>
        <Icon name="bell" />
      </IconButton>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Dialog className={styles.dialog} aria-label="Notifications">
          {({ close }) => (
            <>
              <div className={styles.dialogHead}>
                <Heading slot="title" className={styles.dialogTitle}>
                  Notifications
                </Heading>
                {unreadCount > 0 && onMarkAllRead ? (
                  <AriaButton className={styles.textButton} onPress={onMarkAllRead}>
                    Mark All as Read
                  </AriaButton>
                ) : null}
              </div>
              {notifications.length === 0 ? (
                <p className={styles.empty}>You have no notifications.</p>
              ) : (
                <ul className={styles.list}>
                  {notifications.map((note) => (
                    <li key={note.id} className={styles.item}>
                      <span className={styles.itemTitle}>
                        {note.read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
                        {note.link ? (
                          <Link
                            href={note.link}
                            className={styles.itemLink}
                            onPress={() => {
                              if (!note.read) onMarkRead?.(note.id);
                              close();
                            }}
                          >
                            {note.title}
                          </Link>
                        ) : (
                          note.title
                        )}
                        {note.read ? null : <span className="visually-hidden">(unread)</span>}
                      </span>
                      <span>{note.message}</span>
                      <span className={styles.itemFoot}>
                        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                        {!note.read && onMarkRead ? (
                          <AriaButton
                            className={styles.textButton}
                            aria-label={`Mark as Read: ${note.title}`}
                            onPress={() => onMarkRead(note.id)}
                          >
                            Mark as Read
                          </AriaButton>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
