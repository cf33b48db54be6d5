import { Outlet } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/require-admin';

/** The admin area's root. It is its own lazily loaded chunk: a shopper never downloads it. */
export function AdminRoot() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
