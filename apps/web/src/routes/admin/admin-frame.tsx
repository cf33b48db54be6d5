import { AdminLayout, Link, type AdminMenuItemId } from '@idl/design-system';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AdminHeaderTitleContext, type AdminHeaderTitle } from '../../features/admin/admin-header-title';
import { useAdminNotifications } from '../../features/admin/use-admin-notifications';
import { useSession } from '../../features/session/session';

const sectionTitles: Record<AdminMenuItemId, string | undefined> = {
  dashboard: undefined,
  orders: 'Orders',
  cases: 'Cases',
  offices: 'Offices',
  products: 'Products',
  categories: 'Categories',
  brands: 'Brands',
  users: 'Users',
  warranty: 'Warranty',
  messages: 'Messages',
  payments: 'Payments',
  settings: 'Settings',
};

/** The menu entry a path belongs to (the product form pages belong to Products). */
function sectionOf(pathname: string): AdminMenuItemId | undefined {
  const first = pathname.replace(/^\/admin\/?/, '').split('/')[0];
  if (first === 'list-product' || first === 'update-product') return 'products';
  return (Object.keys(sectionTitles) as AdminMenuItemId[]).find((id) => id === first);
}

/**
 * The frame around every admin screen: side menu with the current entry highlighted, header with
 * the screen's title, the admin's notifications, name and e-mail, and Log out.
 */
export function AdminFrame() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notifications = useAdminNotifications();
  const [screenTitle, setScreenTitle] = useState<AdminHeaderTitle | null>(null);
  const section = sectionOf(location.pathname);
  const header = screenTitle ?? { title: section ? sectionTitles[section] : 'Page not found' };
  const user = session.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';

  return (
    <AdminHeaderTitleContext.Provider value={setScreenTitle}>
      <AdminLayout
        menu={{
          current: section,
          showLab: true,
          showWarranty: true,
          showMessages: true,
          showPayments: true,
          showSettings: true,
        }}
        header={{
          ...header,
          user: { name, email: user?.email ?? '' },
          notifications: notifications.notifications,
          unreadCount: notifications.unreadCount,
          onMarkNotificationRead: notifications.markRead,
          onMarkAllNotificationsRead: notifications.markAllRead,
          onLogout: () => {
            void navigate(paths.login, { replace: true });
            session.signOut();
          },
        }}
      >
        <Outlet />
      </AdminLayout>
    </AdminHeaderTitleContext.Provider>
  );
}

/**
 * An admin address that leads nowhere; with `title`, a record the address names that does not
 * exist (e.g. 'Product not found' for /admin/products/9999).
 */
export function AdminNotFound({ title }: { title?: string }) {
  return (
    <section aria-labelledby="admin-not-found">
      <h2 id="admin-not-found">{title ?? 'This admin page does not exist'}</h2>
      <p>
        {title
          ? 'It may have been deleted, or the number in the address is mistyped.'
          : 'The address may be mistyped, or the page was moved.'}
      </p>
      <Link href={paths.admin.dashboard}>Back to the dashboard</Link>
    </section>
  );
}
