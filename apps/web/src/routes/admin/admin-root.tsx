import { Outlet } from 'react-router-dom';

/** The admin area's root. It is its own lazily loaded chunk: a shopper never downloads it. */
export function AdminRoot() {
  return <Outlet />;
}
