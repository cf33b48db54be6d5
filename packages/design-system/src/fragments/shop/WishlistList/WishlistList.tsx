import { sitePaths } from '@idl/api-contract';
import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Skeleton } from '../../../components/Skeleton';
import { StarRatingDisplay } from '../../../components/StarRating';
import { toCents } from '../../../format';
import { defaultProductHref, type LoadStatus } from '../shopTypes';
import * as styles from './WishlistList.css';
import { LoadError } from '../../../components/LoadError';
import { Link } from '../../../components/Link';

/** A wishlist entry, named like the API's wishlist item. */
export interface WishlistListItem {
  /** Wishlist item id (what removal takes). */
  id: number;
  /** The product's id (its page is /product/{productId}). */
  productId: number;
  /** Product name. */
  productName: string;
  /** Price in US dollars, as the API sends it. */
  price: number;
  /** Product description. */
  description: string;
  /** The product's first image, if any. */
  imageUrl: string | null;
  /** 320 px wide version of the image, when the server stored one (for srcset). */
  thumbnailUrl?: string | null;
  /** 800 px wide version of the image, when the server stored one (for srcset). */
  mediumUrl?: string | null;
  /** Whether the product can be bought now. */
  inStock: boolean;
  /** Average rating 0..5 when known (the wishlist API does not send one); no stars when unset. */
  rating?: number;
}

export interface WishlistListProps {
  /** The wishlist's items. */
  items: WishlistListItem[];
  /** loading shows placeholders, error the message with Retry. */
  status?: LoadStatus;
  /** Id of the item being added to the cart: its button reads 'Adding...'. */
  addingId?: number | null;
  /** Id of the item being removed: its heart cannot be pressed. */
  removingId?: number | null;
  /** Called by an item's 'Add to Cart'. */
  onAddToCart: (item: WishlistListItem) => void;
  /** Called by an item's heart, which removes it from the wishlist. */
  onRemove: (item: WishlistListItem) => void;
  /** Address of a product; defaults to `/product/{id}`. */
  getProductHref?: (productId: number) => string;
  /** Where the empty state's link leads. */
  shopHref?: string;
  /** Called by Retry in the error state. */
  onRetry?: () => void;
}

/** The wishlist page body: title, one card per saved product with 'Add to Cart' and a remove heart. */
export function WishlistList({
  items,
  status = 'ready',
  addingId = null,
  removingId = null,
  onAddToCart,
  onRemove,
  getProductHref = defaultProductHref,
  shopHref = sitePaths.shop,
  onRetry,
}: WishlistListProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <h1 id={titleId} className={styles.title}>
        Wishlist
      </h1>
      {status === 'loading' ? (
        <div className={styles.list}>
          <span className="visually-hidden" role="status">
            Loading your wishlist
          </span>
          {[0, 1].map((i) => (
            <div key={i} className={styles.card} aria-hidden="true">
              <Skeleton shape="rect" width="96px" />
              <Skeleton lines={3} />
            </div>
          ))}
        </div>
      ) : null}
      {status === 'error' ? (
        <LoadError className={styles.empty} message="We could not load your wishlist." onRetry={onRetry} />
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your wishlist is empty. Tap the heart on a product to keep it here.</p>
          <Link className={styles.shopLink} href={shopHref}>
            Browse the shop
          </Link>
        </div>
      ) : null}
      {status === 'ready' && items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              {item.imageUrl ? (
                <ResponsiveImage
                  className={styles.image}
                  image={{
                    imageUrl: item.imageUrl,
                    thumbnailUrl: item.thumbnailUrl,
                    mediumUrl: item.mediumUrl,
                  }}
                  alt={item.productName}
                  sizes="96px"
                  width={96}
                  height={96}
                />
              ) : (
                <span className={styles.image} />
              )}
              <div className={styles.body}>
                <h2 className={styles.name}>
                  <Link className={styles.link} href={getProductHref(item.productId)}>
                    {item.productName}
                  </Link>
                </h2>
                <div className={styles.meta}>
                  <Price cents={toCents(item.price)} />
                  {item.rating !== undefined ? <StarRatingDisplay value={item.rating} showValue /> : null}
                  {item.inStock ? null : <Badge tone="critical">Out of Stock</Badge>}
                </div>
                <p className={styles.description}>{item.description}</p>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    disabled={!item.inStock}
                    busy={addingId === item.id}
                    busyLabel="Adding..."
                    onPress={() => onAddToCart(item)}
                    aria-label={addingId === item.id ? undefined : `Add to Cart: ${item.productName}`}
                  >
                    Add to Cart
                  </Button>
                </div>
              </div>
              <span className={styles.remove}>
                <IconButton
                  label={`Remove ${item.productName} from wishlist`}
                  disabled={removingId === item.id}
                  onPress={() => onRemove(item)}
                >
                  <Icon name="heart" fill="currentColor" />
                </IconButton>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
