import {
  ChangePasswordDialog,
  NotificationSettingsDialog,
  YourAccountDialog,
  toast,
  type AccountMenuAction,
} from '@idl/design-system';
import { useSession } from '../session/session';
import { errorMessageOf, fieldErrorsOf } from './form-errors';
import {
  useChangePassword,
  useNotificationSettings,
  useSaveNotificationSettings,
  useUpdateProfile,
} from './use-account';

/** The account menu's items that open a dialog. */
export type AccountDialog = Extract<AccountMenuAction, 'profile' | 'notificationSettings' | 'changePassword'>;

export interface AccountDialogsProps {
  open: AccountDialog | null;
  onClose: () => void;
}

/** Your Account, Notification Settings and Change Password, each saving through the API. */
export function AccountDialogs({ open, onClose }: AccountDialogsProps) {
  return (
    <>
      <ProfileDialog isOpen={open === 'profile'} onClose={onClose} />
      <SettingsDialog isOpen={open === 'notificationSettings'} onClose={onClose} />
      <PasswordDialog isOpen={open === 'changePassword'} onClose={onClose} />
    </>
  );
}

interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
}

function ProfileDialog({ isOpen, onClose }: DialogProps) {
  const { user } = useSession();
  const update = useUpdateProfile();
  const close = () => {
    update.reset();
    onClose();
  };
  if (!user) return null;
  return (
    <YourAccountDialog
      isOpen={isOpen}
      onOpenChange={(next) => !next && close()}
      profile={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
      pendingEmail={user.pendingEmail}
      busy={update.isPending}
      errorMessage={update.error ? errorMessageOf(update.error) : undefined}
      fieldErrors={fieldErrorsOf(update.error, [
        'firstName',
        'lastName',
        'email',
        'currentPassword',
      ] as const)}
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
          onError: (error) => toast.error(errorMessageOf(error)),
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
      errorMessage={save.error ? errorMessageOf(save.error) : undefined}
      onSave={(values) =>
        save.mutate(values, {
          onSuccess: () => {
            toast.success('Your notification settings have been saved.');
            close();
          },
          onError: (error) => toast.error(errorMessageOf(error)),
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
      errorMessage={change.error ? errorMessageOf(change.error) : undefined}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            close();
          },
          onError: (error) => toast.error(errorMessageOf(error)),
        })
      }
    />
  );
}
