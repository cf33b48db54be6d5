import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { StarRatingDisplay } from '../../../components/StarRating';
import { breakpoints } from '../../../theme/tokens';
import { toCents } from '../../../format';
import type { ShopProductSummary } from '../shopTypes';
import * as styles from './ProductCard.css';
import { Link } from '../../../components/Link';

export interface ProductCardProps {
  /** The product to show (catalogue fields: id, name, price in dollars, stock, rating, images). */
  product: ShopProductSummary;
  /** Where the card leads, normally `/product/{id}`. */
  href: string;
  /** The product is on the user's wishlist: the heart is filled and pressed. */
  isWishlisted?: boolean;
  /** Called with the wished state the user asked for when they press the heart. Hidden when unset. */
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Heading level of the product name in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** How wide the picture is shown (the `sizes` attribute); the default fits the shop grid. */
  imageSizes?: string;
  /** The card is visible at first paint (first row of the grid): its picture loads at once. */
  priority?: boolean;
}

/** The wishlist heart: filled while the product is on the wishlist (aria-pressed tells the same). */
export function WishlistHeart({
  productName,
  isWishlisted,
  onChange,
  className,
}: {
  productName: string;
  isWishlisted: boolean;
  onChange: (wishlisted: boolean) => void;
  className?: string;
}) {
  return (
    <span className={className}>
      <IconButton
        label={`Save ${productName} to wishlist`}
        aria-pressed={isWishlisted}
        onPress={() => onChange(!isWishlisted)}
      >
        <Icon name="heart" fill={isWishlisted ? 'currentColor' : 'none'} />
      </IconButton>
    </span>
  );
}

/** Shop grid: two columns on a phone, cards of 210 px or a little more from tablets on. */
export const productCardImageSizes = `(min-width: ${breakpoints.tablet}px) 280px, 50vw`;

/**
 * A product in a grid or carousel: picture, name, price, stars with review count, an
 * out-of-stock badge and a wishlist heart. The whole card links to the product page.
 */
export function ProductCard({
  product,
  href,
  isWishlisted = false,
  onWishlistChange,
  headingLevel = 3,
  imageSizes = productCardImageSizes,
  priority = false,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const first = product.imageUrls?.[0];
  const imageUrl = product.img ?? first?.imageUrl ?? null;
  const alt = first?.altText || product.name;
  const soldOut = product.stockQuantity <= 0;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {imageUrl ? (
          <ResponsiveImage
            className={styles.image}
            image={
              first?.imageUrl === imageUrl
                ? { imageUrl, thumbnailUrl: first.thumbnailUrl, mediumUrl: first.mediumUrl }
                : { imageUrl }
            }
            alt={alt}
            sizes={imageSizes}
            priority={priority}
          />
        ) : null}
      </div>
      {soldOut ? (
        <span className={styles.badge}>
          <Badge tone="critical">Out of Stock</Badge>
        </span>
      ) : null}
      {onWishlistChange ? (
        <WishlistHeart
          className={styles.heart}
          productName={product.name}
          isWishlisted={isWishlisted}
          onChange={onWishlistChange}
        />
      ) : null}
      <Heading className={styles.name}>
        <Link className={styles.link} href={href}>
          {product.name}
        </Link>
      </Heading>
      <div className={styles.meta}>
        <Price cents={toCents(product.price)} />
        <span className={styles.rating}>
          <StarRatingDisplay value={product.rating} />
          <span>
            ({product.reviewCount}
            <span className="visually-hidden"> {product.reviewCount === 1 ? 'review' : 'reviews'}</span>)
          </span>
        </span>
      </div>
    </article>
  );
}
