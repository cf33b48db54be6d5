export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
