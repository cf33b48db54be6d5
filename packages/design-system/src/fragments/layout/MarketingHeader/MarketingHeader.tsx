import { useId, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import * as layout from '../layout.css';
import * as styles from './MarketingHeader.css';

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
}

export const defaultMarketingHeaderLinks: MarketingHeaderLinks = {
  home: '/',
  shop: '/shop',
  patient: '/patient',
  doctor: '/doctor',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  logIn: '/login',
  registerNow: '/signup',
};

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
}

/**
 * The public header of the lab's marketing pages: Home, Shop, Patient, Doctor, About Us, Contact Us,
 * Log In and Register Now. Below tablet width the links move into a menu button.
 */
export function MarketingHeader({ links, currentPath, defaultMenuOpen = false }: MarketingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const to = { ...defaultMarketingHeaderLinks, ...links };
  const items = pageLinks.map(([key, label]) => (
    <li key={key}>
      <a
        className={layout.navLink}
        href={to[key]}
        aria-current={currentPath === to[key] ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  ));
  const actions = (
    <>
      <a className={layout.linkButton({ variant: 'secondary' })} href={to.logIn}>
        Log In
      </a>
      <a className={layout.linkButton()} href={to.registerNow}>
        Register Now
      </a>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={layout.logo} href={to.home}>
          <span className={layout.logoMark} aria-hidden="true">
            IL
          </span>
          Interdental Lab
        </a>
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
          <div className={layout.mobileActions}>{actions}</div>
        </div>
      )}
    </header>
  );
}
