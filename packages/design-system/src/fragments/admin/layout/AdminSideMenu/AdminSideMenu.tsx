import type { MouseEvent } from 'react';
import * as styles from './AdminSideMenu.css';

/** Every entry the admin side menu can show, in display order. */
export const adminMenuItemIds = [
  'dashboard',
  'orders',
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
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  products: '/admin/products',
  categories: '/admin/categories',
  brands: '/admin/brands',
  users: '/admin/users',
  warranty: '/admin/warranty',
  messages: '/admin/messages',
  payments: '/admin/payments',
  settings: '/admin/settings',
};

export interface AdminSideMenuProps {
  /** The entry of the screen being shown; it is highlighted and marked aria-current="page". */
  current?: AdminMenuItemId;
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
  /**
   * Client-side navigation: when given, a plain click calls it instead of loading the page
   * (modified clicks such as Ctrl+click still open the link normally).
   */
  onNavigate?: (id: AdminMenuItemId, href: string) => void;
  /** id of the nav element, so a menu toggle can point at it with aria-controls. */
  id?: string;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The admin area's side menu: Dashboard, Orders, Products, Categories, Brands, Users (plus optional
 * Warranty, Messages, Payments, Settings).
 */
export function AdminSideMenu({
  current,
  showWarranty = false,
  showMessages = false,
  showPayments = false,
  showSettings = false,
  hrefs,
  onNavigate,
  id,
}: AdminSideMenuProps) {
  const shown = adminMenuItemIds.filter(
    (item) =>
      (item !== 'warranty' || showWarranty) &&
      (item !== 'messages' || showMessages) &&
      (item !== 'payments' || showPayments) &&
      (item !== 'settings' || showSettings),
  );
  const hrefOf = (item: AdminMenuItemId) => hrefs?.[item] ?? defaultAdminMenuHrefs[item];
  return (
    <nav className={styles.nav} aria-label="Admin menu" id={id}>
      <a className={styles.brand} href={hrefOf('dashboard')}>
        Interdental Lab
        <span className={styles.brandNote}>Admin</span>
      </a>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item}>
            <a
              className={styles.link}
              href={hrefOf(item)}
              aria-current={item === current ? 'page' : undefined}
              onClick={(event) => {
                if (!onNavigate || !isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(item, hrefOf(item));
              }}
            >
              {labels[item]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
