import { sitePaths } from '@idl/api-contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { phoneOnly } from '../layout.css';
import * as styles from './Footer.css';
import { Link } from '../../../components/Link';

/** A link in one of the footer's columns. */
export interface FooterLink {
  label: string;
  href: string;
}

export const defaultCompanyLinks: FooterLink[] = [
  { label: 'About Us', href: sitePaths.aboutUs },
  { label: 'Shop', href: sitePaths.shop },
  { label: 'Patient', href: sitePaths.patient },
  { label: 'Doctor', href: sitePaths.doctor },
];

export const defaultSupportLinks: FooterLink[] = [
  { label: 'Contact Us', href: sitePaths.contactUs },
  { label: 'My Orders', href: sitePaths.orders },
  { label: 'Wishlist', href: sitePaths.wishlist },
];

export const defaultSocialLinks: FooterLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
];

export interface FooterProps {
  /** Year in the copyright line; the current year when not given (stories fix it). */
  year?: number;
  /** Links of the Company column. */
  companyLinks?: FooterLink[];
  /** Links of the Support column. */
  supportLinks?: FooterLink[];
  /** Links of the Follow Us column (open in a new tab). */
  socialLinks?: FooterLink[];
}

/**
 * The site footer: who the lab is, Company, Support and Follow Us columns, and the copyright line.
 * On a phone the columns collapse behind a 'Footer Menu' button.
 */
export function Footer({
  year = new Date().getFullYear(),
  companyLinks = defaultCompanyLinks,
  supportLinks = defaultSupportLinks,
  socialLinks = defaultSocialLinks,
}: FooterProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const columnsId = useId();
  const column = (title: string, links: FooterLink[], external = false) => (
    <section className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link
              className={styles.link}
              href={link.href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>Interdental Lab</p>
          <p className={styles.text}>
            A full-service prosthetic dental laboratory in Miami, Florida: crowns, bridges, implant zirconia,
            Emax and veneers.
          </p>
        </div>
        <div className={phoneOnly}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={columnsId}
            onPress={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Hide Footer Menu' : 'Footer Menu'}
          </Button>
        </div>
        <div id={columnsId} className={styles.columns} data-open={menuOpen || undefined}>
          {column('Company', companyLinks)}
          {column('Support', supportLinks)}
          {column('Follow Us', socialLinks, true)}
        </div>
      </div>
      <p className={styles.copyright}>© {year} Interdental Lab. All rights reserved.</p>
    </footer>
  );
}
