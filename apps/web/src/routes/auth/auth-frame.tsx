import { Outlet, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/session/session';
import { ClientLinks } from '../../features/shell/client-links';
import { destinationAfterSignIn } from './after-sign-in';

/** Frame of the auth pages: their links follow the router. */
export function AuthFrame() {
  return (
    <ClientLinks>
      <Outlet />
    </ClientLinks>
  );
}

/**
 * Where someone already signed in who opens /login or /signup should go instead (null: stay).
 * While a form is signing in it navigates itself (`busy`), so this stays out of the way.
 */
export function useSignedInDestination(busy: boolean): string | null {
  const session = useSession();
  const [params] = useSearchParams();
  if (busy || session.status !== 'authenticated' || !session.user) return null;
  return destinationAfterSignIn(session.user, params.get('redirect')) ?? null;
}
