import { usersEndpoints } from '@idl/api-contract';
import { SignUpScreen, toast, type SignUpValues } from '@idl/design-system';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api-client';
import { formErrorsOf, noFormErrors } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useSession } from '../../features/session/session';
import { destinationAfterSignIn, useSignedInDestination } from './after-sign-in';

const signUpFields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/**
 * /signup: creates a patient account, then signs it in and goes home, or back to the page that
 * sent the visitor here (`?redirect=`).
 */
export function SignUpRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const signedInTo = useSignedInDestination(busy);
  if (signedInTo) return <Navigate to={signedInTo} replace />;
  const failed = failure
    ? formErrorsOf(failure, signUpFields, { statusFields: { 409: ['email'] } })
    : noFormErrors;

  async function signUp({ firstName, lastName, email, password }: SignUpValues) {
    setBusy(true);
    setFailure(null);
    try {
      await api.call(usersEndpoints.signUp, {
        body: { email, password, role: 'PATIENT', firstName, lastName },
      });
    } catch (error) {
      setFailure(error);
      setBusy(false);
      return;
    }
    toast.success('User Registered Successfully !');
    try {
      const user = await session.signIn(email, password);
      void navigate(destinationAfterSignIn(user, redirect) ?? paths.home, { replace: true });
    } catch {
      // The account exists; signing in can still be refused (e.g. too many attempts): log in by hand.
      void navigate(redirect ? paths.loginReturningTo(redirect) : paths.login, { replace: true });
    }
  }

  return (
    <SignUpScreen
      onSubmit={(values) => void signUp(values)}
      busy={busy}
      errorMessage={failed.formError}
      fieldErrors={failed.fieldErrors}
      loginHref={redirect ? paths.loginReturningTo(redirect) : paths.login}
      forgotPasswordHref={paths.forgotPassword}
      homeHref={paths.home}
    />
  );
}
