export { AdminHeader, type AdminHeaderProps, type AdminHeaderUser } from './AdminHeader';
export {
  AdminHeaderNotifications,
  type AdminHeaderNotificationsProps,
  type AdminNotification,
} from './AdminHeaderNotifications';
