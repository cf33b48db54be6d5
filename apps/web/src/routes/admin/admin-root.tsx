import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/require-admin';
import { AdminFrame, AdminNotFound } from './admin-frame';
import { AdminBrandsRoute, AdminCategoriesRoute } from './catalogue';
import { AdminDashboardRoute } from './dashboard';
import { AdminMessagesRoute } from './messages';
import { AdminOrderRoute } from './order-detail';
import { AdminOrdersRoute } from './orders';
import { AdminPaymentsRoute } from './payments';
import { AdminProductRoute } from './product-detail';
import { AdminListProductRoute, AdminUpdateProductRoute } from './product-form';
import { AdminProductsRoute } from './products';
import { AdminSettingsRoute } from './settings';
import { AdminUsersRoute } from './users';
import { AdminWarrantyRoute } from './warranty';

/**
 * The admin area's root and its route table (paths relative to /admin). It is its own lazily loaded
 * chunk: a shopper never downloads it.
 */
export function AdminRoot() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminFrame />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<AdminDashboardRoute />} />
          <Route path="orders" element={<AdminOrdersRoute />} />
          <Route path="orders/:orderId" element={<AdminOrderRoute />} />
          <Route path="users" element={<AdminUsersRoute />} />
          <Route path="products" element={<AdminProductsRoute />} />
          <Route path="products/:productId" element={<AdminProductRoute />} />
          <Route path="list-product" element={<AdminListProductRoute />} />
          <Route path="update-product/:productId" element={<AdminUpdateProductRoute />} />
          <Route path="categories" element={<AdminCategoriesRoute />} />
          <Route path="brands" element={<AdminBrandsRoute />} />
          <Route path="warranty/*" element={<AdminWarrantyRoute />} />
          <Route path="messages" element={<AdminMessagesRoute />} />
          <Route path="settings" element={<AdminSettingsRoute />} />
          <Route path="payments" element={<AdminPaymentsRoute />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
