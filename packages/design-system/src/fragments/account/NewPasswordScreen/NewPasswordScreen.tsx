import { sitePaths } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { AuthScreen } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { validateNewPassword, type NewPasswordValues } from '../authValidation';
import { FormAlert } from '../../../components/FormAlert';
import { Link } from '../../../components/Link';

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
  forgotPasswordHref = sitePaths.forgotPassword,
  loginHref = sitePaths.login,
  homeHref,
}: NewPasswordScreenProps) {
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '', ...defaultValues },
    revalidate: 'submit',
    validate: validateNewPassword,
    busy,
    onSubmit: ({ password }) => onSubmit({ password }),
  });

  if (status === 'invalidLink') {
    return (
      <AuthScreen title="Set new Password" homeHref={homeHref}>
        <FormAlert>This password reset link is invalid or has expired.</FormAlert>
        <p className={styles.footer}>
          <Link className={styles.inlineLink} href={forgotPasswordHref}>
            Request a new link
          </Link>{' '}
          or{' '}
          <Link className={styles.inlineLink} href={loginHref}>
            Back to log in
          </Link>
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Set new Password"
      description="Choose a new password for your account."
      homeHref={homeHref}
    >
      <Form form={form} className={styles.form} aria-label="Set new Password">
        <FormSummary form={form} message={errorMessage} />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          description="At least 8 characters."
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Resetting...">
          Reset Password
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link className={styles.inlineLink} href={loginHref}>
          Back to log in
        </Link>
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
