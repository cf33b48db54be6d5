import { sitePaths } from '@idl/api-contract';
import { useId } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { ShopBrand } from '../shopTypes';
import * as styles from './BrandList.css';
import { Link } from '../../../components/Link';

/** The shop filtered by one brand: `/shop?brandId={id}`. */
export const defaultBrandHref = (id: number) => sitePaths.shopFiltered({ brandId: id });

export interface BrandListProps {
  /** The brands to show. */
  brands: ShopBrand[];
  /** Address of the shop filtered by a brand; defaults to `/shop?brandId={id}`. */
  getBrandHref?: (id: number) => string;
}

/** The /brands page body: one card per brand (logo, name, description) linking to its products. */
export function BrandList({ brands, getBrandHref = defaultBrandHref }: BrandListProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Brands
      </h1>
      {brands.length === 0 ? (
        <p className={styles.empty}>No brands yet.</p>
      ) : (
        <ul className={styles.list}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <article className={styles.card}>
                {brand.logoUrl ? (
                  <ResponsiveImage
                    className={styles.logo}
                    image={{ imageUrl: brand.logoUrl, thumbnailUrl: brand.logoThumbnailUrl }}
                    alt={`${brand.name} logo`}
                    sizes="64px"
                    width={64}
                    height={64}
                  />
                ) : (
                  <span className={styles.logo} aria-hidden="true">
                    {brand.name.slice(0, 1)}
                  </span>
                )}
                <div className={styles.body}>
                  <h2 className={styles.name}>
                    <Link className={styles.link} href={getBrandHref(brand.id)}>
                      {brand.name}
                    </Link>
                  </h2>
                  <p className={styles.description}>{brand.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
