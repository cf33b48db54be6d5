import {
  ChangePasswordDialog,
  NotificationSettingsDialog,
  SessionsDialog,
  YourAccountDialog,
  toast,
  type AccountMenuAction,
} from '@idl/design-system';
import { useSession } from '../session/session';
import {
  errorMessage,
  unreachableMessage,
  useFormErrors,
  type FormErrorOptions,
} from '../../app/error-message';
import {
  useChangePassword,
  useEndAllSessions,
  useEndSession,
  useNotificationSettings,
  useSaveNotificationSettings,
  useSessions,
  useUpdateProfile,
} from './use-account';

/** The account menu's items that open a dialog. */
export type AccountDialog = Extract<
  AccountMenuAction,
  'profile' | 'notificationSettings' | 'changePassword' | 'sessions'
>;

export interface AccountDialogsProps {
  open: AccountDialog | null;
  onClose: () => void;
  /** This browser was signed out (Sign Out Everywhere): go where Sign Out goes. */
  onSignedOut: () => void;
}

/** Your Account, Notification Settings, Change Password and Signed-in Devices, each through the API. */
export function AccountDialogs({ open, onClose, onSignedOut }: AccountDialogsProps) {
  return (
    <>
      <ProfileDialog isOpen={open === 'profile'} onClose={onClose} />
      <SettingsDialog isOpen={open === 'notificationSettings'} onClose={onClose} />
      <PasswordDialog isOpen={open === 'changePassword'} onClose={onClose} />
      <DevicesDialog isOpen={open === 'sessions'} onClose={onClose} onSignedOut={onSignedOut} />
    </>
  );
}

interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const profileFields = ['firstName', 'lastName', 'email', 'currentPassword'] as const;
/** An e-mail address another account has is refused with a 409 about the e-mail. */
const profileErrorOptions: FormErrorOptions<(typeof profileFields)[number]> = {
  statusFields: { 409: ['email'] },
};

function ProfileDialog({ isOpen, onClose }: DialogProps) {
  const { user } = useSession();
  const update = useUpdateProfile();
  const close = () => {
    update.reset();
    onClose();
  };
  const failed = useFormErrors(update.error, profileFields, profileErrorOptions);
  if (!user) return null;
  return (
    <YourAccountDialog
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      profile={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
      pendingEmail={user.pendingEmail}
      busy={update.isPending}
      errorMessage={failed.formError}
      fieldErrors={failed.fieldErrors}
      onSave={(values) =>
        update.mutate(values, {
          onSuccess: (profile) => {
            toast.success(
              values.currentPassword && profile.pendingEmail
                ? `Almost done: follow the link we sent to ${profile.pendingEmail} to confirm your new e-mail.`
                : 'Your account has been updated.',
            );
            close();
          },
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        })
      }
    />
  );
}

function SettingsDialog({ isOpen, onClose }: DialogProps) {
  const settings = useNotificationSettings(isOpen);
  const save = useSaveNotificationSettings();
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <NotificationSettingsDialog
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      settings={settings.data}
      loadState={settings.isError ? 'error' : settings.data ? 'ready' : 'loading'}
      onRetry={() => void settings.refetch()}
      busy={save.isPending}
      errorMessage={save.error ? errorMessage(save.error, unreachableMessage) : undefined}
      onSave={(values) =>
        save.mutate(values, {
          onSuccess: () => {
            toast.success('Your notification settings have been saved.');
            close();
          },
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        })
      }
    />
  );
}

function PasswordDialog({ isOpen, onClose }: DialogProps) {
  const change = useChangePassword();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <ChangePasswordDialog
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      busy={change.isPending}
      errorMessage={change.error ? errorMessage(change.error, unreachableMessage) : undefined}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            close();
          },
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        })
      }
    />
  );
}

function DevicesDialog({ isOpen, onClose, onSignedOut }: DialogProps & { onSignedOut: () => void }) {
  const { forgetSession } = useSession();
  const sessions = useSessions(isOpen);
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const close = () => {
    endOne.reset();
    endAll.reset();
    onClose();
  };
  const failure = endAll.error ?? endOne.error;
  return (
    <SessionsDialog
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      sessions={sessions.data}
      loadState={sessions.isError ? 'error' : sessions.data ? 'ready' : 'loading'}
      onRetry={() => void sessions.refetch()}
      endingSessionId={endOne.isPending ? endOne.variables : undefined}
      endingAll={endAll.isPending}
      errorMessage={failure ? errorMessage(failure, unreachableMessage) : undefined}
      onSignOutSession={(id) => {
        const device = sessions.data?.find((session) => session.id === id)?.device;
        endAll.reset();
        endOne.mutate(id, {
          onSuccess: (answer) => toast.success(device ? `${device} is signed out.` : answer.message),
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        });
      }}
      onSignOutEverywhere={() => {
        endOne.reset();
        endAll.mutate(undefined, {
          onSuccess: (answer) => {
            // The server has ended this session too and cleared its cookie: forget it here.
            close();
            forgetSession();
            onSignedOut();
            toast.success(answer.message);
          },
          onError: (error) => toast.error(errorMessage(error, unreachableMessage)),
        });
      }}
    />
  );
}
