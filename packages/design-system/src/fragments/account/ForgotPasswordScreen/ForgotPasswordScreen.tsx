import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { AuthScreen } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { isValid, validateForgotPassword, type ForgotPasswordValues } from '../authValidation';
import { FormAlert } from '../../../components/FormAlert';

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
  backHref = '/login',
  homeHref,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForgotPassword({ email });
    setFieldError(checked.fieldErrors.email);
    if (isValid(checked)) onSubmit({ email: email.trim() });
  }

  return (
    <AuthScreen
      title="Forget Password"
      description="Enter the e-mail of your account and we will send you a link to set a new password."
      homeHref={homeHref}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Forget Password">
        {errorMessage && <FormAlert>{errorMessage}</FormAlert>}
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={fieldError}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Sending...">
          Check E-mail
        </Button>
      </form>
      <p className={styles.footer}>
        <a className={styles.inlineLink} href={backHref}>
          Go back
        </a>
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
