import { sitePaths } from '@idl/api-contract';
import { Link } from '../../../../components/Link';
import * as styles from './AdminSideMenu.css';

/** Every entry the admin side menu can show, in display order. */
export const adminMenuItemIds = [
  'dashboard',
  'orders',
  'cases',
  'offices',
  'products',
  'categories',
  'brands',
  'users',
  'warranty',
  'messages',
  'payments',
  'settings',
] as const;
export type AdminMenuItemId = (typeof adminMenuItemIds)[number];

const labels: Record<AdminMenuItemId, string> = {
  dashboard: 'Dashboard',
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

/** Where each entry leads unless `hrefs` says otherwise. */
export const defaultAdminMenuHrefs: Record<AdminMenuItemId, string> = {
  dashboard: sitePaths.admin.dashboard,
  orders: sitePaths.admin.orders,
  cases: sitePaths.admin.cases,
  offices: sitePaths.admin.offices,
  products: sitePaths.admin.products,
  categories: sitePaths.admin.categories,
  brands: sitePaths.admin.brands,
  users: sitePaths.admin.users,
  warranty: sitePaths.admin.warranty,
  messages: sitePaths.admin.messages,
  payments: sitePaths.admin.payments,
  settings: sitePaths.admin.settings,
};

export interface AdminSideMenuProps {
  /** The entry of the screen being shown; it is highlighted and marked aria-current="page". */
  current?: AdminMenuItemId;
  /** Show the lab's entries: Cases (the lab's board) and Offices (dentist offices to verify). */
  showLab?: boolean;
  /** Show the Warranty entry (enrolments and claims). */
  showWarranty?: boolean;
  /** Show the Messages entry (contact messages). */
  showMessages?: boolean;
  /** Show the Payments entry (money by day and its check). */
  showPayments?: boolean;
  /** Show the Settings entry (the shop's payment details). */
  showSettings?: boolean;
  /** Override the address of some entries, e.g. `{ orders: '/admin/orders?status=Pending' }`. */
  hrefs?: Partial<Record<AdminMenuItemId, string>>;
  /** id of the nav element, so a menu toggle can point at it with aria-controls. */
  id?: string;
}

/**
 * The admin area's side menu: Dashboard, Orders, Products, Categories, Brands, Users (plus optional
 * Cases, Offices, Warranty, Messages, Payments, Settings).
 */
export function AdminSideMenu({
  current,
  showLab = false,
  showWarranty = false,
  showMessages = false,
  showPayments = false,
  showSettings = false,
  hrefs,
  id,
}: AdminSideMenuProps) {
  const shown = adminMenuItemIds.filter(
    (item) =>
      ((item !== 'cases' && item !== 'offices') || showLab) &&
      (item !== 'warranty' || showWarranty) &&
      (item !== 'messages' || showMessages) &&
      (item !== 'payments' || showPayments) &&
      (item !== 'settings' || showSettings),
  );
  const hrefOf = (item: AdminMenuItemId) => hrefs?.[item] ?? defaultAdminMenuHrefs[item];
  return (
    <nav className={styles.nav} aria-label="Admin menu" id={id}>
      <Link className={styles.brand} href={hrefOf('dashboard')}>
        Interdental Lab
        <span className={styles.brandNote}>Admin</span>
      </Link>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item}>
            <Link
              className={styles.link}
              href={hrefOf(item)}
              aria-current={item === current ? 'page' : undefined}
            >
              {labels[item]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
