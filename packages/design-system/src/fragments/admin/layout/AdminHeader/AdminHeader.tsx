import type { ReactNode } from 'react';
import { IconButton } from '../../../../components/IconButton';
import { AdminHeaderNotifications, type AdminNotification } from './AdminHeaderNotifications';
import * as styles from './AdminHeader.css';

/** The signed-in administrator shown in the user chip. */
export interface AdminHeaderUser {
  /** Full name, e.g. 'Alex Morgan'; the avatar shows its initials. */
  name: string;
  email: string;
}

export interface AdminHeaderProps {
  /** Page title, e.g. 'Orders'. With `subTitle` it is shown small above it. */
  title?: string;
  /** Shown as '#subTitle' under a small title, e.g. an order id. */
  subTitle?: string;
  /** The administrator; with neither title nor subTitle the header welcomes them by name. */
  user: AdminHeaderUser;
  /** Notifications for the bell's drop-down, newest first. */
  notifications?: AdminNotification[];
  /** Unread notifications: bell bubble and the welcome line's count. */
  unreadCount?: number;
  /** Called with the id of a notification marked as read. */
  onMarkNotificationRead?: (id: number) => void;
  /** Called when all notifications are marked as read. */
  onMarkAllNotificationsRead?: () => void;
  /** Open the notifications drop-down at first render (previews). */
  notificationsDefaultOpen?: boolean;
  /** Called by the 'Log out' button (clear the session, go to /login). */
  onLogout: () => void;
  /** Content before the title, e.g. the layout's menu toggle on narrow screens. */
  leading?: ReactNode;
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase();
}

function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
    </svg>
  );
}

function HeaderHeading({ title, subTitle, user, unreadCount }: AdminHeaderProps) {
  if (title && subTitle) {
    return (
      <h1 className={styles.title}>
        <span className={styles.smallTitle}>{title}</span>
        <span className={styles.subTitle}>#{subTitle}</span>
      </h1>
    );
  }
  if (title) return <h1 className={styles.title}>{title}</h1>;
  const unread = unreadCount ?? 0;
  return (
    <>
      <h1 className={styles.title}>Welcome back, {user.name}</h1>
      <p className={styles.muted}>
        You have {unread} unread {unread === 1 ? 'notification' : 'notifications'}
      </p>
    </>
  );
}

/**
 * The admin area's top bar: the page heading in one of three forms (title; small title above
 * '#subTitle'; or a welcome line with the unread count), the notification bell, the user chip
 * and the 'Log out' button.
 */
export function AdminHeader(props: AdminHeaderProps) {
  const { user, notifications = [], unreadCount = 0, onLogout, leading } = props;
  return (
    <header className={styles.header}>
      {leading}
      <div className={styles.heading}>
        <HeaderHeading {...props} />
      </div>
      <div className={styles.actions}>
        <AdminHeaderNotifications
          notifications={notifications}
          unreadCount={unreadCount}
          onMarkRead={props.onMarkNotificationRead}
          onMarkAllRead={props.onMarkAllNotificationsRead}
          defaultOpen={props.notificationsDefaultOpen}
        />
        <div className={styles.chip}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(user.name)}
          </span>
          <span className={styles.chipText}>
            <span className={styles.chipName}>{user.name}</span>
            <span className={styles.muted}>{user.email}</span>
          </span>
        </div>
        <IconButton label="Log out" onPress={onLogout}>
          <LogoutIcon />
        </IconButton>
      </div>
    </header>
  );
}
