import { siteRoutes } from '@idl/api-contract';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/require-admin';
import { AdminFrame, AdminNotFound } from './admin-frame';
import { AdminBrandsRoute, AdminCategoriesRoute } from './catalogue';
import { AdminDashboardRoute } from './dashboard';
import { AdminLabBoardRoute } from './lab-board';
import { AdminLabCaseRoute } from './lab-case';
import { AdminMessagesRoute } from './messages';
import { AdminOfficesRoute } from './offices';
import { AdminOrderRoute } from './order-detail';
import { AdminOrdersRoute } from './orders';
import { AdminPaymentsRoute } from './payments';
import { AdminProductRoute } from './product-detail';
import { AdminListProductRoute, AdminUpdateProductRoute } from './product-form';
import { AdminProductsRoute } from './products';
import { AdminSettingsRoute } from './settings';
import { AdminUsersRoute } from './users';
import { AdminEnrollmentRoute, AdminWarrantyRoute } from './warranty';

const pages = siteRoutes.admin.pages;

/**
 * The admin area's root and its route table: the contract's `siteRoutes.admin.pages` (paths relative
 * to /admin), as the links (`sitePaths.admin`) read them. It is its own lazily loaded chunk: a
 * shopper never downloads it.
 */
export function AdminRoot() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminFrame />}>
          <Route index element={<Navigate to={pages.dashboard.path} replace />} />
          <Route path={pages.dashboard.path} element={<AdminDashboardRoute />} />
          <Route path={pages.orders.path} element={<AdminOrdersRoute />} />
          <Route path={pages.order.path} element={<AdminOrderRoute />} />
          <Route path={pages.users.path} element={<AdminUsersRoute />} />
          <Route path={pages.products.path} element={<AdminProductsRoute />} />
          <Route path={pages.product.path} element={<AdminProductRoute />} />
          <Route path={pages.listProduct.path} element={<AdminListProductRoute />} />
          <Route path={pages.updateProduct.path} element={<AdminUpdateProductRoute />} />
          <Route path={pages.categories.path} element={<AdminCategoriesRoute />} />
          <Route path={pages.brands.path} element={<AdminBrandsRoute />} />
          <Route path={pages.warranty.path} element={<AdminWarrantyRoute />} />
          <Route path={pages.enrollment.path} element={<AdminEnrollmentRoute />} />
          <Route path={pages.messages.path} element={<AdminMessagesRoute />} />
          <Route path={pages.settings.path} element={<AdminSettingsRoute />} />
          <Route path={pages.payments.path} element={<AdminPaymentsRoute />} />
          <Route path={pages.offices.path} element={<AdminOfficesRoute />} />
          <Route path={pages.cases.path} element={<AdminLabBoardRoute />} />
          <Route path={pages.case.path} element={<AdminLabCaseRoute />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
