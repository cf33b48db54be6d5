import { Menu } from '../../../components/Menu';
import * as layout from '../layout.css';
import type { HeaderBrand, HeaderCategory, ShopFilter } from './CustomerHeader.types';
import { Link } from '../../../components/Link';

export interface CustomerHeaderNavProps {
  brands: HeaderBrand[];
  categories: HeaderCategory[];
  shopHref: (filter?: ShopFilter) => string;
  homeHref: string;
  aboutHref: string;
}

/** The second bar: Home, Shop, Brands and Categories dropdowns (links to the filtered shop), About us. */
export function CustomerHeaderNav({
  brands,
  categories,
  shopHref,
  homeHref,
  aboutHref,
}: CustomerHeaderNavProps) {
  return (
    <nav aria-label="Shop sections">
      <ul className={layout.navList}>
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
          <Menu
            label="Brands"
            items={brands.map((b) => ({
              id: `brand-${b.id}`,
              label: b.name,
              href: shopHref({ brandId: b.id }),
            }))}
          />
        </li>
        <li>
          <Menu
            label="Categories"
            items={categories.map((c) => ({
              id: `category-${c.categoryId}`,
              label: c.name,
              href: shopHref({ categoryId: c.categoryId }),
            }))}
          />
        </li>
        <li>
          <Link className={layout.navLink} href={aboutHref}>
            About us
          </Link>
        </li>
      </ul>
    </nav>
  );
}
