import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { isValid, validateProfile, type ProfileValues, type ValidationResult } from '../authValidation';
import * as styles from '../dialogForm.css';
import { FormAlert } from '../FormAlert';
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
}

type FormProps = Omit<YourAccountDialogProps, 'isOpen' | 'onOpenChange' | 'busy'> & { formId: string };

function ProfileForm({ formId, profile, photoUrl, onSave, errorMessage, fieldErrors }: FormProps) {
  const [values, setValues] = useState(profile);
  const [result, setResult] = useState<ValidationResult<keyof ProfileValues> | null>(null);
  const set = (field: keyof ProfileValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateProfile(values);
    setResult(checked);
    if (isValid(checked)) {
      onSave({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      });
    }
  }
  const errors = result && !isValid(result) ? result.fieldErrors : (fieldErrors ?? {});
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
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
      {errorMessage && <FormAlert>{errorMessage}</FormAlert>}
      <div className={styles.nameRow}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          errorMessage={errors.firstName}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          errorMessage={errors.lastName}
        />
      </div>
      <TextField
        label="E-mail Address"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        errorMessage={errors.email}
      />
    </form>
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
