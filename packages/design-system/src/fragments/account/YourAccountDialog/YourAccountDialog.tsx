import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { validateProfile, type ProfileValues } from '../authValidation';
import * as styles from '../dialogForm.css';
import { initialsOf } from './initials';

export interface YourAccountDialogProps {
  isOpen: boolean;
  /** Called with false on Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in user's names and e-mail (prefilled). */
  profile: ProfileValues;
  /** Photo URL; without one the avatar shows initials. */
  photoUrl?: string | null;
  /** Save Changes pressed with valid values. */
  onSave: (values: ProfileValues) => void;
  /** Saving: the button is disabled and says so. */
  busy?: boolean;
  /** Error from the server, shown as an alert. */
  errorMessage?: string;
  /** Per-field errors from the server (e.g. an e-mail already in use). */
  fieldErrors?: Partial<Record<keyof ProfileValues, string>>;
  /** A new e-mail waiting for the link sent to it; the account keeps `profile.email` until then. */
  pendingEmail?: string;
}

type FormProps = Omit<YourAccountDialogProps, 'isOpen' | 'onOpenChange' | 'busy'> & { formId: string };

function ProfileForm({
  formId,
  profile,
  photoUrl,
  onSave,
  errorMessage,
  fieldErrors,
  pendingEmail,
}: FormProps) {
  // A new e-mail needs the current password (a stolen session must not move the account away).
  const changesEmail = (email: string) => email.trim().toLowerCase() !== profile.email.trim().toLowerCase();
  const form = useForm<Required<ProfileValues>>({
    initialValues: { ...profile, currentPassword: '' },
    revalidate: 'submit',
    validate: (values) => {
      const checked = validateProfile(values);
      if (changesEmail(values.email) && values.currentPassword === '')
        checked.fieldErrors.currentPassword = 'Enter your current password to change your e-mail';
      return checked;
    },
    serverErrors: fieldErrors,
    onSubmit: (values) =>
      onSave({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(changesEmail(values.email) ? { currentPassword: values.currentPassword } : {}),
      }),
  });
  const emailChanges = changesEmail(form.values.email);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Form form={form} id={formId} className={styles.dialogForm}>
      <div className={styles.avatarRow}>
        {photoUrl ? (
          <img className={styles.avatar} src={photoUrl} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(profile.firstName, profile.lastName, profile.email)}
          </span>
        )}
        <div>
          {fullName && <p className={styles.avatarName}>{fullName}</p>}
          <p className={styles.avatarEmail}>{profile.email}</p>
        </div>
      </div>
      <FormSummary form={form} message={errorMessage} />
      <div className={styles.nameRow}>
        <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField
        label="E-mail Address"
        type="email"
        autoComplete="email"
        {...form.field('email')}
        description={
          pendingEmail
            ? `Waiting for confirmation: ${pendingEmail}. Follow the link we sent there.`
            : undefined
        }
      />
      {emailChanges && (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          description="We will send a link to the new address; your e-mail changes when you follow it."
        />
      )}
    </Form>
  );
}

/** Your Account: edit first name, last name and e-mail, with a photo or initials avatar. */
export function YourAccountDialog({ isOpen, onOpenChange, busy = false, ...form }: YourAccountDialogProps) {
  const formId = useId();
  return (
    <Modal
      title="Your Account"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
          Save Changes
        </Button>
      }
    >
      <ProfileForm formId={formId} {...form} />
    </Modal>
  );
}
