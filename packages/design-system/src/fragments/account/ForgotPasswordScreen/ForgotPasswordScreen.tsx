import { sitePaths } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { AuthScreen } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { Link } from '../../../components/Link';
import { validateForgotPassword, type ForgotPasswordValues } from '../authValidation';

export interface ForgotPasswordScreenProps {
  /** Called with the e-mail when it looks valid. */
  onSubmit: (values: ForgotPasswordValues) => void;
  /** The request is running. */
  busy?: boolean;
  /** Error from the server, shown as an alert. */
  errorMessage?: string;
  /** The address the link was sent to; set it to open the 'check your inbox' confirmation. */
  sentTo?: string | null;
  /** The confirmation was closed. */
  onConfirmationClose?: () => void;
  /** E-mail to start with. */
  defaultEmail?: string;
  /** Where 'Go back' leads. */
  backHref?: string;
  homeHref?: string;
}

/** Forget Password: ask for the e-mail, send a reset link, then tell the user to check their inbox. */
export function ForgotPasswordScreen({
  onSubmit,
  busy = false,
  errorMessage,
  sentTo = null,
  onConfirmationClose,
  defaultEmail = '',
  backHref = sitePaths.login,
  homeHref,
}: ForgotPasswordScreenProps) {
  const form = useForm<ForgotPasswordValues>({
    initialValues: { email: defaultEmail },
    revalidate: 'submit',
    validate: validateForgotPassword,
    busy,
    onSubmit: ({ email }) => onSubmit({ email: email.trim() }),
  });

  return (
    <AuthScreen
      title="Forget Password"
      description="Enter the e-mail of your account and we will send you a link to set a new password."
      homeHref={homeHref}
    >
      <Form form={form} className={styles.form} aria-label="Forget Password">
        <FormSummary form={form} message={errorMessage} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth busy={busy} busyLabel="Sending...">
          Check E-mail
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link className={styles.inlineLink} href={backHref}>
          Go back
        </Link>
      </p>
      <Modal
        title="Check Your Inbox"
        isOpen={sentTo !== null}
        onOpenChange={(open) => {
          if (!open) onConfirmationClose?.();
        }}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        If an account exists for {sentTo}, we have sent it a link to set a new password. Check your inbox (and
        the spam folder).
      </Modal>
    </AuthScreen>
  );
}
