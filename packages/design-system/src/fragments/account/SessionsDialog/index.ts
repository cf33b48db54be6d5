export { SessionsDialog, type SessionsDialogProps } from './SessionsDialog';
export { sessionsLoadStates, type SessionsLoadState, type SignedInSession } from './SessionsDialog.types';
