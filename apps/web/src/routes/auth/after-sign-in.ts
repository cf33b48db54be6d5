import type { SignedInUser } from '@idl/api-contract';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { homeFor, useSession } from '../../features/session/session';

/**
 * Where a user goes once signed in: back to the page that sent them to /login (`?redirect=`, set by
 * the admin guard) when their role may see it, else the spec's home for the role. Undefined for a
 * role the shop does not know ('Login failed').
 */
export function destinationAfterSignIn(
  user: Pick<SignedInUser, 'roles'>,
  redirect: string | null,
): string | undefined {
  const home = homeFor(user);
  if (home === undefined) return undefined;
  // Only a path of this site, never '//other.host', and never back to the auth pages.
  const isLocal = redirect !== null && redirect.startsWith('/') && !redirect.startsWith('//');
  if (!isLocal || redirect.startsWith(paths.login) || redirect.startsWith(paths.signup)) return home;
  const isAdminPath = redirect === paths.admin.root || redirect.startsWith(`${paths.admin.root}/`);
  const isAdmin = home === paths.admin.dashboard;
  return isAdminPath && !isAdmin ? home : redirect;
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
