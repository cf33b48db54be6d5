import { sitePaths } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { AuthScreen, AuthScreenSocial } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { Link } from '../../../components/Link';
import { validateLogin, type LoginValues } from '../authValidation';

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
  forgotPasswordHref = sitePaths.forgotPassword,
  signUpHref = sitePaths.signup,
  homeHref,
}: LoginScreenProps) {
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', ...defaultValues },
    revalidate: 'submit',
    validate: validateLogin,
    busy,
    onSubmit: (values) => onSubmit({ ...values, email: values.email.trim() }),
  });
  return (
    <AuthScreen title="Log in" description="Welcome back to Interdental Lab." homeHref={homeHref}>
      <Form form={form} className={styles.form} aria-label="Log in">
        <FormSummary form={form} message={errorMessage} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <Link className={`${styles.inlineLink} ${styles.forgot}`} href={forgotPasswordHref}>
          Forgot Password ?
        </Link>
        <Button type="submit" fullWidth busy={busy} busyLabel="Logging in...">
          Login
        </Button>
      </Form>
      <AuthScreenSocial />
      <p className={styles.footer}>
        Don&apos;t Have account?{' '}
        <Link className={styles.inlineLink} href={signUpHref}>
          Sign up
        </Link>
      </p>
    </AuthScreen>
  );
}
