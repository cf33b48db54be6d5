import { Spinner } from '@idl/design-system';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSession } from './session';

/**
 * Guard for /admin/*: checked against the signed-in user's role, not the mere presence of a
 * token. Anyone else goes to /login (replace navigation) and comes back after signing in.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label="Checking your session" />;
  if (!session.isAdmin) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.login}?redirect=${back}`} replace />;
  }
  return <>{children}</>;
}
