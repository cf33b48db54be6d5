import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { AuthScreen, AuthScreenSocial } from '../AuthScreen';
import * as styles from '../AuthScreen/AuthScreen.css';
import { isValid, validateSignUp, type SignUpValues, type ValidationResult } from '../authValidation';
import { FormAlert } from '../../../components/FormAlert';

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
  loginHref = '/login',
  forgotPasswordHref = '/forgot-password',
  homeHref,
}: SignUpScreenProps) {
  const [values, setValues] = useState<SignUpValues>({ ...empty, ...defaultValues });
  const [result, setResult] = useState<ValidationResult<keyof SignUpValues> | null>(null);
  const set = (field: keyof SignUpValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSignUp(values);
    setResult(checked);
    if (isValid(checked)) {
      onSubmit({
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      });
    }
  }

  // Local checks win; after a valid submit the server's answer is shown.
  const errors = result && !isValid(result) ? result.fieldErrors : (serverErrors ?? {});
  const alert = result?.formError ?? errorMessage;
  return (
    <AuthScreen title="Sign Up" description="Create your Interdental Lab account." homeHref={homeHref}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign Up">
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className={styles.row}>
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            errorMessage={errors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            errorMessage={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          errorMessage={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          description="At least 8 characters."
          value={values.password}
          onChange={set('password')}
          errorMessage={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          errorMessage={errors.confirmPassword}
        />
        <a className={`${styles.inlineLink} ${styles.forgot}`} href={forgotPasswordHref}>
          Forgot Password ?
        </a>
        <Button type="submit" fullWidth busy={busy} busyLabel="Signing Up...">
          Sign Up
        </Button>
      </form>
      <AuthScreenSocial />
      <p className={styles.footer}>
        Already have an account?{' '}
        <a className={styles.inlineLink} href={loginHref}>
          Log in
        </a>
      </p>
    </AuthScreen>
  );
}
