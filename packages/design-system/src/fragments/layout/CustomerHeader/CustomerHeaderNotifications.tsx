import { formatShortDateTime } from '@idl/api-contract';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import type { HeaderNotification } from './CustomerHeader.types';
import * as styles from './CustomerHeader.css';
import { Link } from '../../../components/Link';

export interface CustomerHeaderNotificationsProps {
  /** Newest first. */
  notifications: HeaderNotification[];
  /** Called when the bell is pressed (e.g. to ask a logged-out visitor to log in). */
  onPress?: () => void;
  /** Called by 'Mark All as Read'. */
  onMarkAllRead?: () => void;
  /** Called with the id of a notification whose link is followed (e.g. to mark it read). */
  onOpenNotification?: (id: number) => void;
  /** Whether the dropdown can open (false for visitors: the bell only calls `onPress`). */
  canOpen: boolean;
  /** Open on first render (previews). */
  defaultOpen?: boolean;
}

/** The bell with its unread count and a dropdown of notifications. */
export function CustomerHeaderNotifications({
  notifications,
  onPress,
  onMarkAllRead,
  onOpenNotification,
  canOpen,
  defaultOpen,
}: CustomerHeaderNotificationsProps) {
  const unread = notifications.filter((n) => !n.read).length;
  const bell = (
    <IconButton label="Notifications" count={unread} onPress={onPress}>
      <Icon name="bell" />
    </IconButton>
  );
  if (!canOpen) return bell;
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      {bell}
      <Popover className={styles.notifications} placement="bottom end" offset={4}>
        <Dialog className={styles.notificationsDialog}>
          {({ close }) => (
            <>
              <div className={styles.notificationsHead}>
                <Heading slot="title" className={styles.notificationsTitle}>
                  Notifications
                </Heading>
                <Button variant="ghost" size="sm" disabled={unread === 0} onPress={onMarkAllRead}>
                  Mark All as Read
                </Button>
              </div>
              {notifications.length === 0 ? (
                <p className={styles.notificationsEmpty}>You have no notifications yet.</p>
              ) : (
                <ul className={styles.notificationList}>
                  {notifications.map((n) => (
                    <li key={n.id} className={styles.notification}>
                      <span>
                        {!n.read && (
                          <>
                            <span className={styles.unreadDot} aria-hidden="true" />
                            <span className="visually-hidden">Unread: </span>
                          </>
                        )}
                      </span>
                      <div>
                        <p className={styles.notificationTitle}>
                          {n.link ? (
                            <Link
                              href={n.link}
                              className={styles.notificationLink}
                              onPress={() => {
                                onOpenNotification?.(n.id);
                                close();
                              }}
                            >
                              {n.title}
                            </Link>
                          ) : (
                            n.title
                          )}
                        </p>
                        <p className={styles.notificationMessage}>{n.message}</p>
                        <time className={styles.notificationTime} dateTime={n.createdAt}>
                          {formatShortDateTime(n.createdAt)}
                        </time>
                      </div>
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
