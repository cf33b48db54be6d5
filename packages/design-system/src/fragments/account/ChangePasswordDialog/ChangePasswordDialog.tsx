import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import {
  isValid,
  validateChangePassword,
  type ChangePasswordValues,
  type ValidationResult,
} from '../authValidation';
import * as styles from '../dialogForm.css';
import { FormAlert } from '../../../components/FormAlert';

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  /** Called with false on Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the current and the new password once they pass the checks (names as in the API). */
  onSubmit: (values: { currentPassword: string; newPassword: string }) => void;
  /** Saving: the button is disabled and says so. */
  busy?: boolean;
  /** Error from the server (e.g. a wrong current password), shown as an alert. */
  errorMessage?: string;
  /** Values to start with (previews). */
  defaultValues?: Partial<ChangePasswordValues>;
}

type FormProps = Pick<ChangePasswordDialogProps, 'onSubmit' | 'errorMessage' | 'defaultValues'> & {
  formId: string;
};

function PasswordForm({ formId, onSubmit, errorMessage, defaultValues }: FormProps) {
  const [values, setValues] = useState<ChangePasswordValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    ...defaultValues,
  });
  const [result, setResult] = useState<ValidationResult<keyof ChangePasswordValues>>({ fieldErrors: {} });
  const set = (field: keyof ChangePasswordValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateChangePassword(values);
    setResult(checked);
    if (isValid(checked))
      onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }
  const alert = result.formError ?? errorMessage;
  return (
    <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        errorMessage={result.fieldErrors.currentPassword}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        description="At least 8 characters."
        value={values.newPassword}
        onChange={set('newPassword')}
        errorMessage={result.fieldErrors.newPassword}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errorMessage={result.fieldErrors.confirmPassword}
      />
    </form>
  );
}

/** Change Password: the current password, then the new one typed twice. */
export function ChangePasswordDialog({
  isOpen,
  onOpenChange,
  busy = false,
  ...form
}: ChangePasswordDialogProps) {
  const formId = useId();
  return (
    <Modal
      title="Change Password"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
          Save Changes
        </Button>
      }
    >
      <PasswordForm formId={formId} {...form} />
    </Modal>
  );
}
