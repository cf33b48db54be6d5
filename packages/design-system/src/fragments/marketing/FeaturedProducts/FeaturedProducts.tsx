import { Button } from '../../../components/Button';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './FeaturedProducts.css';

/** A product shown on the landing page (static sample: the price is display text). */
export interface FeaturedProduct {
  id: string;
  name: string;
  /** Price as shown, e.g. '$396.84'. */
  priceText: string;
  imageUrl: string;
}

export interface FeaturedProductsProps {
  /** The products, usually four. */
  products: readonly FeaturedProduct[];
  /** 'View All' was pressed (go to the shop). */
  onViewAll: () => void;
}

/** Landing-page band of featured products (image, name, price) with a 'View All' button. */
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
                <img className={styles.image} src={product.imageUrl} alt="" width={320} height={240} />
                <h3 className={shared.subheading}>{product.name}</h3>
                <p className={styles.price}>{product.priceText}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
