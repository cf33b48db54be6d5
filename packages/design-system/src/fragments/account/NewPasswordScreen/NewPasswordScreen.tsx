import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { AuthScreen } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import {
  isValid,
  validateNewPassword,
  type NewPasswordValues,
  type ValidationResult,
} from '../authValidation';
import { FormAlert } from '../../../components/FormAlert';

export const newPasswordStatuses = ['form', 'success', 'invalidLink'] as const;

export interface NewPasswordScreenProps {
  /** Called with the new password once it is long enough and typed twice the same. */
  onSubmit: (values: { password: string }) => void;
  /** form: ask for the password; success: the 'Password Reset' modal; invalidLink: the link cannot be used. */
  status?: (typeof newPasswordStatuses)[number];
  /** The request is running. */
  busy?: boolean;
  /** Error from the server, shown as an alert. */
  errorMessage?: string;
  /** 'Continue' in the success modal (e.g. go to the shop, or log in). */
  onContinue?: () => void;
  /** 'Back to Log in' in the success modal. */
  onBackToLogin?: () => void;
  /** Values to start with. */
  defaultValues?: Partial<NewPasswordValues>;
  /** Where to ask for a new link when this one is invalid. */
  forgotPasswordHref?: string;
  loginHref?: string;
  homeHref?: string;
}

/** Set new Password: the page the reset e-mail links to. */
export function NewPasswordScreen({
  onSubmit,
  status = 'form',
  busy = false,
  errorMessage,
  onContinue,
  onBackToLogin,
  defaultValues,
  forgotPasswordHref = '/forgot-password',
  loginHref = '/login',
  homeHref,
}: NewPasswordScreenProps) {
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    confirmPassword: '',
    ...defaultValues,
  });
  const [result, setResult] = useState<ValidationResult<keyof NewPasswordValues>>({ fieldErrors: {} });
  const set = (field: keyof NewPasswordValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNewPassword(values);
    setResult(checked);
    if (isValid(checked)) onSubmit({ password: values.password });
  }

  if (status === 'invalidLink') {
    return (
      <AuthScreen title="Set new Password" homeHref={homeHref}>
        <FormAlert>This password reset link is invalid or has expired.</FormAlert>
        <p className={styles.footer}>
          <a className={styles.inlineLink} href={forgotPasswordHref}>
            Request a new link
          </a>{' '}
          or{' '}
          <a className={styles.inlineLink} href={loginHref}>
            Back to log in
          </a>
        </p>
      </AuthScreen>
    );
  }

  const alert = result.formError ?? errorMessage;
  return (
    <AuthScreen
      title="Set new Password"
      description="Choose a new password for your account."
      homeHref={homeHref}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Set new Password">
        {alert && <FormAlert>{alert}</FormAlert>}
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          description="At least 8 characters."
          value={values.password}
          onChange={set('password')}
          errorMessage={result.fieldErrors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          errorMessage={result.fieldErrors.confirmPassword}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Resetting...">
          Reset Password
        </Button>
      </form>
      <p className={styles.footer}>
        <a className={styles.inlineLink} href={loginHref}>
          Back to log in
        </a>
      </p>
      <Modal
        title="Password Reset"
        isOpen={status === 'success'}
        onOpenChange={() => {}}
        isDismissable={false}
        actions={
          <>
            <Button variant="secondary" onPress={onBackToLogin}>
              Back to Log in
            </Button>
            <Button onPress={onContinue}>Continue</Button>
          </>
        }
      >
        Your password has been changed. Use it the next time you log in.
      </Modal>
    </AuthScreen>
  );
}
