export {
  NotificationSettingsDialog,
  type NotificationSettings,
  type NotificationSettingsDialogProps,
} from './NotificationSettingsDialog';
