import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/require-admin';
import { AdminMessagesRoute } from './messages';
import { AdminWarrantyRoute } from './warranty';

/**
 * The admin area's root and its route table (paths relative to /admin). It is its own lazily loaded
 * chunk: a shopper never downloads it.
 */
export function AdminRoot() {
  return (
    <RequireAdmin>
      <Routes>
        <Route path="warranty/*" element={<AdminWarrantyRoute />} />
        <Route path="messages" element={<AdminMessagesRoute />} />
      </Routes>
    </RequireAdmin>
  );
}
