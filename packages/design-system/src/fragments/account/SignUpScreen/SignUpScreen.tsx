import { sitePaths } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { AuthScreen, AuthScreenSocial } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { Link } from '../../../components/Link';
import { validateSignUp, type SignUpValues } from '../authValidation';

export interface SignUpScreenProps {
  /** Called with the values once every field is filled and the passwords match. */
  onSubmit: (values: SignUpValues) => void;
  /** The request is running: the button is disabled and says so. */
  busy?: boolean;
  /** Error from the server, shown as an alert. */
  errorMessage?: string;
  /** Per-field errors from the server (e.g. an e-mail already registered). */
  fieldErrors?: Partial<Record<keyof SignUpValues, string>>;
  /** Values to start with. */
  defaultValues?: Partial<SignUpValues>;
  loginHref?: string;
  forgotPasswordHref?: string;
  homeHref?: string;
}

const empty: SignUpValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The sign-up screen for patients: names, e-mail and a password typed twice (each can be shown). */
export function SignUpScreen({
  onSubmit,
  busy = false,
  errorMessage,
  fieldErrors: serverErrors,
  defaultValues,
  loginHref = sitePaths.login,
  forgotPasswordHref = sitePaths.forgotPassword,
  homeHref,
}: SignUpScreenProps) {
  // The rules' messages stay until the next submit; after a valid one, the server's answer shows.
  const form = useForm<SignUpValues>({
    initialValues: { ...empty, ...defaultValues },
    revalidate: 'submit',
    validate: validateSignUp,
    serverErrors,
    busy,
    onSubmit: (values) =>
      onSubmit({
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      }),
  });
  return (
    <AuthScreen title="Sign Up" description="Create your Interdental Lab account." homeHref={homeHref}>
      <Form form={form} className={styles.form} aria-label="Sign Up">
        <FormSummary form={form} message={errorMessage} />
        <div className={styles.row}>
          <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters."
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Link className={`${styles.inlineLink} ${styles.forgot}`} href={forgotPasswordHref}>
          Forgot Password ?
        </Link>
        <Button type="submit" fullWidth busy={busy} busyLabel="Signing Up...">
          Sign Up
        </Button>
      </Form>
      <AuthScreenSocial />
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link className={styles.inlineLink} href={loginHref}>
          Log in
        </Link>
      </p>
    </AuthScreen>
  );
}
