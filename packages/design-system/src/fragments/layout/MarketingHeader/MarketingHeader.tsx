import { sitePaths } from '@idl/api-contract';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import type { MenuEntry } from '../../../components/Menu';
import * as menuStyles from '../../../components/Menu/Menu.css';
import { accountLabelFromEmail } from '../CustomerHeader/accountLabel';
import * as layout from '../layout.css';
import * as styles from './MarketingHeader.css';
import { Link } from '../../../components/Link';

/** Where each link of the marketing header leads. */
export interface MarketingHeaderLinks {
  home: string;
  shop: string;
  patient: string;
  doctor: string;
  aboutUs: string;
  contactUs: string;
  logIn: string;
  registerNow: string;
  /** The signed-in account's pages (its menu). */
  cart: string;
  orders: string;
  wishlist: string;
  /** The account's dentist office page: its sign-up, and whether the lab verified it. */
  office: string;
}

export const defaultMarketingHeaderLinks: MarketingHeaderLinks = {
  home: sitePaths.home,
  shop: sitePaths.shop,
  patient: sitePaths.patient,
  doctor: sitePaths.doctor,
  aboutUs: sitePaths.aboutUs,
  contactUs: sitePaths.contactUs,
  logIn: sitePaths.login,
  registerNow: sitePaths.signup,
  cart: sitePaths.cart,
  orders: sitePaths.orders,
  wishlist: sitePaths.wishlist,
  office: sitePaths.office,
};

/**
 * The account menu brings react-aria's overlays (about 33 KB gzipped), which a visitor who is not
 * signed in never needs: it loads only for someone signed in, behind a look-alike trigger.
 */
const Menu = lazy(() => import('../../../components/Menu').then((module) => ({ default: module.Menu })));

/** The signed-in account's menu: its pages, then Sign Out. */
const accountLinks = [
  ['cart', 'Cart'],
  ['orders', 'My Orders'],
  ['wishlist', 'Wishlist'],
  ['office', 'Dentist Office'],
] as const;

const pageLinks = [
  ['home', 'Home'],
  ['shop', 'Shop'],
  ['patient', 'Patient'],
  ['doctor', 'Doctor'],
  ['aboutUs', 'About Us'],
  ['contactUs', 'Contact Us'],
] as const;

export interface MarketingHeaderProps {
  /** Link targets; any left out use the shop's routes. */
  links?: Partial<MarketingHeaderLinks>;
  /** Address of the page being shown; its link is marked as the current page. */
  currentPath?: string;
  /** Previews: open the phone menu on first render. */
  defaultMenuOpen?: boolean;
  /** The signed-in user: an account menu (cart, orders, wishlist, Sign Out) replaces Log In / Register Now. */
  account?: { email: string } | null;
  /** 'Sign Out' chosen in the account menu. */
  onSignOut?: () => void;
  /** Previews: open the account menu on first render. */
  defaultAccountMenuOpen?: boolean;
}

/**
 * The public header of the lab's marketing pages: Home, Shop, Patient, Doctor, About Us, Contact Us,
 * and Log In and Register Now, or for someone signed in their account menu. Below tablet width the
 * links move into a menu button (Escape closes it).
 */
export function MarketingHeader({
  links,
  currentPath,
  defaultMenuOpen = false,
  account,
  onSignOut,
  defaultAccountMenuOpen,
}: MarketingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const to = { ...defaultMarketingHeaderLinks, ...links };
  const accountLabel = account ? accountLabelFromEmail(account.email) : null;
  const accountItems: MenuEntry[] = [
    ...accountLinks.map(([key, label]) => ({ id: key, label, href: to[key] })),
    { separator: true, id: 'sep' },
    { id: 'signOut', label: 'Sign Out' },
  ];
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      event.stopPropagation();
    }
  };
  const items = pageLinks.map(([key, label]) => (
    <li key={key}>
      <Link
        className={layout.navLink}
        href={to[key]}
        aria-current={currentPath === to[key] ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  ));
  const actions =
    accountLabel === null ? (
      <>
        <Link className={layout.linkButton({ variant: 'secondary' })} href={to.logIn}>
          Log In
        </Link>
        <Link className={layout.linkButton()} href={to.registerNow}>
          Register Now
        </Link>
      </>
    ) : (
      <Suspense
        fallback={
          // Looks like the trigger while the menu loads; only the real one is a button to press.
          <span className={menuStyles.trigger}>
            {accountLabel}
            <Icon name="chevronDown" />
          </span>
        }
      >
        <Menu
          label={accountLabel}
          aria-label={`Account: ${accountLabel}`}
          items={accountItems}
          onAction={(id) => (id === 'signOut' ? onSignOut?.() : undefined)}
          defaultOpen={defaultAccountMenuOpen}
        />
      </Suspense>
    );
  const mobileActions =
    accountLabel === null ? (
      actions
    ) : (
      <ul className={layout.mobileList} aria-label={`Account: ${accountLabel}`}>
        {accountLinks.map(([key, label]) => (
          <li key={key}>
            <Link className={layout.navLink} href={to[key]}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={layout.linkButton({ variant: 'secondary' })} onClick={onSignOut}>
            Sign Out
          </button>
        </li>
      </ul>
    );
  return (
    // Escape anywhere in the header closes the phone menu, as it does any other popup.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <div className={styles.bar}>
        <Link className={layout.logo} href={to.home}>
          <span className={layout.logoMark} aria-hidden="true">
            IL
          </span>
          Interdental Lab
        </Link>
        <nav aria-label="Main" className={`${styles.nav} ${layout.wideOnly}`}>
          <ul className={layout.navList}>{items}</ul>
        </nav>
        <div className={`${styles.actions} ${layout.wideOnly}`}>{actions}</div>
        <span className={layout.phoneOnly}>
          <IconButton
            label="Menu"
            onPress={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </IconButton>
        </span>
      </div>
      {menuOpen && (
        <div id={menuId} className={`${layout.mobilePanel} ${layout.phoneOnly}`}>
          <nav aria-label="Menu">
            <ul className={layout.mobileList}>{items}</ul>
          </nav>
          <div className={layout.mobileActions}>{mobileActions}</div>
        </div>
      )}
    </header>
  );
}
