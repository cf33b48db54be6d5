import { Button } from '../../../components/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { breakpoints } from '../../../theme/tokens';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './FeaturedProducts.css';
import { Link } from '../../../components/Link';

/** A product shown on the landing page (static sample: the price is display text). */
export interface FeaturedProduct {
  id: string;
  name: string;
  /** Price as shown, e.g. '$396.84'. */
  priceText: string;
  /** The product's page: the whole card links there. */
  href?: string;
  imageUrl: string;
  /** 320 px wide version of the image, when the server stored one (for srcset). */
  thumbnailUrl?: string | null;
  /** 800 px wide version of the image, when the server stored one (for srcset). */
  mediumUrl?: string | null;
}

export interface FeaturedProductsProps {
  /** The products, usually four. */
  products: readonly FeaturedProduct[];
  /** 'View All' was pressed (go to the shop). */
  onViewAll: () => void;
}

/** One column on a phone, two on a tablet, four across the 1120 px band on a desktop. */
const featuredImageSizes = `(min-width: ${breakpoints.desktop}px) 260px, (min-width: ${breakpoints.tablet}px) 50vw, 100vw`;

/**
 * Landing-page band of featured products (image, name, price) with a 'View All' button; a product
 * with an `href` is a card that opens its page (the name is the link, stretched over the card).
 */
export function FeaturedProducts({ products, onViewAll }: FeaturedProductsProps) {
  return (
    <section className={`${shared.band} ${shared.bandTone.muted}`} aria-labelledby="featured-products-title">
      <div className={shared.inner}>
        <div className={styles.header}>
          <h2 id="featured-products-title" className={shared.heading}>
            Featured products
          </h2>
          <Button variant="secondary" onPress={onViewAll}>
            View All
          </Button>
        </div>
        {products.length === 0 ? (
          <p className={shared.lead}>New products are on their way. Please check back soon.</p>
        ) : (
          <ul className={shared.cardGrid[4]}>
            {products.map((product) => (
              <li key={product.id} className={`${shared.card} ${styles.productCard}`}>
                <ResponsiveImage
                  className={styles.image}
                  image={product}
                  alt=""
                  sizes={featuredImageSizes}
                  width={320}
                  height={240}
                />
                <h3 className={shared.subheading}>
                  {product.href ? (
                    <Link className={styles.link} href={product.href}>
                      {product.name}
                    </Link>
                  ) : (
                    product.name
                  )}
                </h3>
                <p className={styles.price}>{product.priceText}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
