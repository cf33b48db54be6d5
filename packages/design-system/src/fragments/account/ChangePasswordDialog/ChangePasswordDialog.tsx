import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { validateChangePassword, type ChangePasswordValues } from '../authValidation';
import * as styles from '../dialogForm.css';

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
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues },
    revalidate: 'submit',
    validate: validateChangePassword,
    onSubmit: ({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }),
  });
  return (
    <Form form={form} id={formId} className={styles.dialogForm}>
      <FormSummary form={form} message={errorMessage} />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        description="At least 8 characters."
        {...form.field('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </Form>
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
