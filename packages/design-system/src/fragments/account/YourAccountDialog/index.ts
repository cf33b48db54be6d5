export { YourAccountDialog, type YourAccountDialogProps } from './YourAccountDialog';
export { initialsOf } from './initials';
