import { userProfileSchema, usersPaths } from '@idl/api-contract';
import { SignUpScreen, toast, type SignUpValues } from '@idl/design-system';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api-client';
import { paths } from '../../app/paths';
import { errorMessageOf, fieldErrorsOf } from '../../features/account/form-errors';
import { useSession } from '../../features/session/session';
import { destinationAfterSignIn } from './after-sign-in';
import { useSignedInDestination } from './auth-frame';

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

  async function signUp({ firstName, lastName, email, password }: SignUpValues) {
    setBusy(true);
    setFailure(null);
    try {
      await api.request(usersPaths.signUp, {
        method: 'POST',
        body: { email, password, role: 'PATIENT', firstName, lastName },
        response: userProfileSchema,
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
      errorMessage={failure ? errorMessageOf(failure) : undefined}
      fieldErrors={fieldErrorsOf(failure, signUpFields)}
      loginHref={redirect ? paths.loginReturningTo(redirect) : paths.login}
      forgotPasswordHref={paths.forgotPassword}
      homeHref={paths.home}
    />
  );
}
