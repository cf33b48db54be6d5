import { ApiRequestError } from '@idl/api-contract';
import {
  AccountDeactivatedModal,
  LoginScreen,
  loginErrorMessages,
  type LoginValues,
} from '@idl/design-system';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formErrorsOf } from '../../app/error-message';
import { useSession } from '../../features/session/session';
import { destinationAfterSignIn, useSignedInDestination } from './after-sign-in';

const loginErrorOf = (error: unknown) =>
  formErrorsOf(error, [], { codeMessages: { WRONG_CREDENTIALS: loginErrorMessages.wrongCredentials } })
    .formError;

/** /login: ADMIN goes to the dashboard (or back where the admin guard sent them from), PATIENT home. */
export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [deactivated, setDeactivated] = useState(false);
  const signedInTo = useSignedInDestination(busy);
  if (signedInTo) return <Navigate to={signedInTo} replace />;

  async function logIn({ email, password }: LoginValues) {
    setBusy(true);
    setErrorMessage(undefined);
    try {
      const user = await session.signIn(email, password);
      const to = destinationAfterSignIn(user, params.get('redirect'));
      if (to === undefined) {
        session.signOut();
        setErrorMessage(loginErrorMessages.failed);
        setBusy(false);
        return;
      }
      void navigate(to, { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.code === 'ACCOUNT_DEACTIVATED') setDeactivated(true);
      else setErrorMessage(loginErrorOf(error));
      setBusy(false);
    }
  }

  return (
    <>
      <LoginScreen
        onSubmit={(values) => void logIn(values)}
        busy={busy}
        errorMessage={errorMessage}
        forgotPasswordHref={paths.forgotPassword}
        signUpHref={
          params.get('redirect') ? paths.signupReturningTo(params.get('redirect') ?? '') : paths.signup
        }
        homeHref={paths.home}
      />
      <AccountDeactivatedModal isOpen={deactivated} onBackToLogin={() => setDeactivated(false)} />
    </>
  );
}
