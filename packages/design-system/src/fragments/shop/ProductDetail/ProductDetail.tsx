import { labDetails, restorationKindLabels } from '@idl/api-contract';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import { Price } from '../../../components/Price';
import { RadioGroup } from '../../../components/RadioGroup';
import { Skeleton } from '../../../components/Skeleton';
import { vars } from '../../../theme/vars.css';
import { StarRatingDisplay } from '../../../components/StarRating';
import { WishlistHeart } from '../ProductCard';
import { toCents } from '../../../format';
import type { LoadStatus, ShopProduct } from '../shopTypes';
import * as styles from './ProductDetail.css';
import { ProductDetailGallery } from './ProductDetailGallery';
import { ProductDetailQuantity } from './ProductDetailQuantity';
import { LoadError } from '../../../components/LoadError';

/** What the user chose to buy. */
export interface ProductSelection {
  /** How many. */
  quantity: number;
  /** The chosen size or colour, for products with options. */
  optionValue?: string;
}

export interface ProductDetailProps {
  /** The product; may be null while loading or after an error. */
  product: ShopProduct | null;
  /** loading shows placeholders, error the message with Retry. */
  status?: LoadStatus;
  /** The product is on the user's wishlist. */
  isWishlisted?: boolean;
  /** Called with the wished state asked for when the heart is pressed. */
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Called by 'Add to Cart' with the chosen quantity and option. */
  onAddToCart: (selection: ProductSelection) => void;
  /** The add-to-cart request runs: the button reads 'Adding...' and cannot be pressed. */
  addingToCart?: boolean;
  /** Called by 'Buy Now' with the chosen quantity and option. */
  onBuyNow: (selection: ProductSelection) => void;
  /** Stock at or below this (and above 0) shows the low-stock badge. */
  lowStockThreshold?: number;
  /** Image carousel autoplay in ms (spec: 2500); 0 turns it off. */
  imageAutoplayMs?: number;
  /** Shown in the error state. */
  errorMessage?: string;
  /** Called by Retry in the error state. */
  onRetry?: () => void;
}

/** The stock badge: 'In Stock', 'Only N left' or 'Out of Stock'. */
export function StockBadge({ stock, lowStockThreshold = 5 }: { stock: number; lowStockThreshold?: number }) {
  if (stock <= 0) return <Badge tone="critical">Out of Stock</Badge>;
  if (stock <= lowStockThreshold) return <Badge tone="warning">{`Only ${stock} left`}</Badge>;
  return <Badge tone="success">In Stock</Badge>;
}

function DetailSkeleton() {
  return (
    <div className={styles.root} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading product
      </span>
      <Skeleton shape="rect" width="100%" height="320px" />
      <div className={styles.info}>
        <Skeleton width="70%" />
        <Skeleton width="30%" />
        <Skeleton lines={4} />
        <Skeleton shape="rect" width="240px" height={vars.size.control} />
      </div>
    </div>
  );
}

/**
 * The product page's main block: images, name, price, rating, stock, category, description, an
 * option picker (each size or colour with its own stock), quantity, 'Buy Now' and 'Add to Cart'.
 */
export function ProductDetail({
  product,
  status = 'ready',
  isWishlisted = false,
  onWishlistChange,
  onAddToCart,
  addingToCart = false,
  onBuyNow,
  lowStockThreshold = 5,
  imageAutoplayMs = 2500,
  errorMessage = 'We could not load this product.',
  onRetry,
}: ProductDetailProps) {
  const [optionValue, setOptionValue] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  if (status === 'loading') return <DetailSkeleton />;
  if (status === 'error' || !product) {
    return <LoadError className={styles.message} message={errorMessage} onRetry={onRetry} />;
  }
  const options = product.options;
  const chosen = options?.values.find((v) => v.value === optionValue);
  const stock = chosen ? chosen.stockQuantity : product.stockQuantity;
  const needsOption = Boolean(options && options.values.length > 0 && !chosen);
  const canBuy = stock > 0 && !needsOption;
  const dimensionLabel = options?.dimension === 'colour' ? 'Colour' : 'Size';
  const selection = (): ProductSelection => ({ quantity, ...(chosen ? { optionValue: chosen.value } : {}) });
  return (
    <div className={styles.root}>
      <ProductDetailGallery
        images={product.imageUrls}
        productName={product.name}
        autoplayMs={imageAutoplayMs}
      />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{product.name}</h1>
          {onWishlistChange ? (
            <WishlistHeart
              className={styles.heart}
              productName={product.name}
              isWishlisted={isWishlisted}
              onChange={onWishlistChange}
            />
          ) : null}
        </div>
        <div className={styles.facts}>
          <Price cents={toCents(product.price)} size="lg" />
          {product.reviewCount > 0 ? (
            <StarRatingDisplay value={product.rating} showValue />
          ) : (
            <span className={styles.noReviews}>No reviews yet</span>
          )}
          {product.labService ? null : <StockBadge stock={stock} lowStockThreshold={lowStockThreshold} />}
        </div>
        {product.categoryName ? (
          <p className={styles.category}>
            Category: <strong>{product.categoryName}</strong>
          </p>
        ) : null}
        <p className={styles.description}>{product.description}</p>
        {product.labService ? <LabServiceNote name={product.name} service={product.labService} /> : null}
        {product.labService ? null : options && options.values.length > 0 ? (
          <RadioGroup
            label={dimensionLabel}
            options={options.values.map((v) => ({
              value: v.value,
              isDisabled: v.stockQuantity <= 0,
              label: (
                <span className={styles.optionValue}>
                  {v.value}
                  {v.stockQuantity <= 0 ? <span className={styles.optionNote}>(out of stock)</span> : null}
                </span>
              ),
            }))}
            value={optionValue}
            onChange={(next) => {
              setOptionValue(next);
              const nextStock = options.values.find((v) => v.value === next)?.stockQuantity ?? 1;
              setQuantity((q) => Math.max(1, Math.min(q, nextStock)));
            }}
            description={
              needsOption ? `Choose a ${dimensionLabel.toLowerCase()} to add it to the cart.` : undefined
            }
          />
        ) : null}
        {product.labService ? null : (
          <>
            <ProductDetailQuantity value={quantity} onChange={setQuantity} max={stock} isDisabled={!canBuy} />
            <div className={styles.actions}>
              <Button disabled={!canBuy} onPress={() => onBuyNow(selection())}>
                Buy Now
              </Button>
              <Button
                variant="secondary"
                disabled={!canBuy}
                busy={addingToCart}
                busyLabel="Adding..."
                onPress={() => onAddToCart(selection())}
              >
                Add to Cart
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A lab service is made for a dentist's prescription: the patient learns that their dentist orders
 * it, and a dentist how to reach the lab.
 */
function LabServiceNote({
  name,
  service,
}: {
  name: string;
  service: NonNullable<ShopProduct['labService']>;
}) {
  const restoration = restorationKindLabels[service.kind].toLowerCase();
  const days = service.turnaroundWorkingDays;
  return (
    <section className={styles.service} aria-labelledby="lab-service-title">
      <h2 id="lab-service-title" className={styles.serviceTitle}>
        Ordered by your dentist
      </h2>
      <p className={styles.serviceText}>
        {labDetails.name} makes {name} for your dentist from their prescription, so it is not sold in the
        cart. Ask your dentist to send the case to the lab: a {restoration} takes {days} working{' '}
        {days === 1 ? 'day' : 'days'}.
      </p>
      <p className={styles.serviceText}>
        Dentists: call <Link href={`tel:${labDetails.phone.replace(/[^+\d]/g, '')}`}>{labDetails.phone}</Link>{' '}
        or write to <Link href={`mailto:${labDetails.email}`}>{labDetails.email}</Link>.
      </p>
    </section>
  );
}
