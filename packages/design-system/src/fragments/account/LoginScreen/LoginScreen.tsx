import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { AuthScreen, AuthScreenSocial } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { isValid, validateLogin, type LoginValues, type ValidationResult } from '../authValidation';
import { FormAlert } from '../../../components/FormAlert';

/** Messages the app shows after a failed request, as the spec words them. */
export const loginErrorMessages = { wrongCredentials: 'Wrong credentials', failed: 'Login failed' } as const;

export interface LoginScreenProps {
  /** Called with the e-mail and password when both are filled. */
  onSubmit: (values: LoginValues) => void;
  /** The request is running: the Login button is disabled and says so. */
  busy?: boolean;
  /** Error from the server, e.g. 'Wrong credentials' or 'Login failed', shown as an alert. */
  errorMessage?: string;
  /** Values to start with (e.g. the e-mail just registered). */
  defaultValues?: Partial<LoginValues>;
  forgotPasswordHref?: string;
  signUpHref?: string;
  homeHref?: string;
}

/** The log-in screen: e-mail, password with show/hide, links to reset the password and to sign up. */
export function LoginScreen({
  onSubmit,
  busy = false,
  errorMessage,
  defaultValues,
  forgotPasswordHref = '/forgot-password',
  signUpHref = '/signup',
  homeHref,
}: LoginScreenProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', ...defaultValues });
  const [result, setResult] = useState<ValidationResult<keyof LoginValues>>({ fieldErrors: {} });
  const set = (field: keyof LoginValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateLogin(values);
    setResult(checked);
    if (isValid(checked)) onSubmit({ ...values, email: values.email.trim() });
  }

  const alert = result.formError ?? errorMessage;
  return (
    <AuthScreen title="Log in" description="Welcome back to Interdental Lab." homeHref={homeHref}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          errorMessage={result.fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          errorMessage={result.fieldErrors.password}
        />
        <a className={`${styles.inlineLink} ${styles.forgot}`} href={forgotPasswordHref}>
          Forgot Password ?
        </a>
        <Button type="submit" fullWidth busy={busy} busyLabel="Logging in...">
          Login
        </Button>
      </form>
      <AuthScreenSocial />
      <p className={styles.footer}>
        Don&apos;t Have account?{' '}
        <a className={styles.inlineLink} href={signUpHref}>
          Sign up
        </a>
      </p>
    </AuthScreen>
  );
}
