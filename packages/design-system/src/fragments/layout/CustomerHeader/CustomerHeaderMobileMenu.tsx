import { Button as AriaButton } from 'react-aria-components';
import * as layout from '../layout.css';
import {
  accountMenuActions,
  accountMenuLabels,
  type AccountMenuAction,
  type HeaderBrand,
  type HeaderCategory,
  type ShopFilter,
} from './CustomerHeader.types';
import * as styles from './CustomerHeader.css';
import { Link } from '../../../components/Link';

export interface CustomerHeaderMobileMenuProps {
  id: string;
  brands: HeaderBrand[];
  categories: HeaderCategory[];
  shopHref: (filter?: ShopFilter) => string;
  homeHref: string;
  aboutHref: string;
  loginHref: string;
  signUpHref: string;
  ordersHref: string;
  officeHref: string;
  /** Label of the signed-in user, or null for a visitor. */
  accountLabel: string | null;
  onAccountAction?: (action: AccountMenuAction) => void;
}

/** The phone menu: every link of the second bar, then the account actions or Log in / Sign Up. */
export function CustomerHeaderMobileMenu({
  id,
  brands,
  categories,
  shopHref,
  homeHref,
  aboutHref,
  loginHref,
  signUpHref,
  ordersHref,
  officeHref,
  accountLabel,
  onAccountAction,
}: CustomerHeaderMobileMenuProps) {
  return (
    <div id={id} className={`${layout.mobilePanel} ${layout.phoneOnly}`}>
      <nav aria-label="Menu">
        <ul className={layout.mobileList}>
          <li>
            <Link className={layout.navLink} href={homeHref}>
              Home
            </Link>
          </li>
          <li>
            <Link className={layout.navLink} href={shopHref()}>
              Shop
            </Link>
          </li>
          <li>
            <p className={layout.mobileGroupTitle}>Brands</p>
            <ul className={layout.mobileSubList}>
              {brands.map((b) => (
                <li key={b.id}>
                  <Link className={layout.navLink} href={shopHref({ brandId: b.id })}>
                    {b.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <p className={layout.mobileGroupTitle}>Categories</p>
            <ul className={layout.mobileSubList}>
              {categories.map((c) => (
                <li key={c.categoryId}>
                  <Link className={layout.navLink} href={shopHref({ categoryId: c.categoryId })}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link className={layout.navLink} href={aboutHref}>
              About us
            </Link>
          </li>
        </ul>
      </nav>
      {accountLabel === null ? (
        <div className={layout.mobileActions}>
          <Link className={layout.linkButton({ variant: 'secondary' })} href={loginHref}>
            Log in
          </Link>
          <Link className={layout.linkButton()} href={signUpHref}>
            Sign Up
          </Link>
        </div>
      ) : (
        <section aria-label="Account">
          <p className={layout.mobileGroupTitle}>Signed in as {accountLabel}</p>
          <ul className={layout.mobileList}>
            {accountMenuActions.map((action) => (
              <li key={action}>
                {action === 'orders' || action === 'office' ? (
                  <Link
                    className={styles.mobileAccountButton}
                    href={action === 'orders' ? ordersHref : officeHref}
                  >
                    {accountMenuLabels[action]}
                  </Link>
                ) : (
                  <AriaButton
                    className={styles.mobileAccountButton}
                    onPress={() => onAccountAction?.(action)}
                  >
                    {accountMenuLabels[action]}
                  </AriaButton>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
