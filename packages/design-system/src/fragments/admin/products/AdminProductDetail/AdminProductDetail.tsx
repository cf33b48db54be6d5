import { formatDay } from '@idl/api-contract';
import { useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Carousel } from '../../../../components/Carousel';
import { Price } from '../../../../components/Price';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { StarRatingDisplay } from '../../../../components/StarRating';
import { ProductsConfirmDialog } from '../ProductsConfirmDialog';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  dollarsToCents,
  stockStateLabels,
  stockStateOf,
  type AdminProduct,
  type StockState,
} from '../types';
import * as styles from './AdminProductDetail.css';

/** One piece of customer feedback on a product. */
export interface AdminProductFeedback {
  id: string | number;
  authorName: string;
  /** 1 to 5 stars. */
  rating: number;
  comment: string;
  /** ISO-8601 UTC, e.g. '2026-03-14T10:00:00Z'. */
  createdAt: string;
}

export interface AdminProductDetailProps {
  /** The product shown. */
  product: AdminProduct;
  /** Units sold so far. */
  soldCount: number;
  /** Customer feedback loaded so far, newest first. */
  feedback: AdminProductFeedback[];
  /** More feedback can be loaded: shows 'Load More'. */
  hasMoreFeedback?: boolean;
  /** 'Load More' under the feedback. */
  onLoadMoreFeedback?: () => void;
  /** More feedback is loading: 'Load More' is busy. */
  loadingMoreFeedback?: boolean;
  /** 'Delete', after the user confirmed (then return to the list). */
  onDelete: () => void;
  /** Deleting is running: the confirmation stays open with a busy Delete button. */
  deleting?: boolean;
  /** 'Edit' (go to /admin/update-product/{productId}). */
  onEdit: () => void;
  /** 'Add Stock' (open the Update Product Quantities modal). */
  onAddStock: () => void;
  /** Image carousel autoplay in ms (spec: 2500); leave unset to keep it still. */
  imageAutoplayMs?: number;
  /** Stock at or below this is marked 'Low Stock'. */
  lowStockThreshold?: number;
  /** Level of the product name: 1 on its own page, 2 under a layout that has the h1. */
  headingLevel?: 1 | 2;
}

const badgeTone: Record<StockState, 'success' | 'warning' | 'critical'> = {
  inStock: 'success',
  lowStock: 'warning',
  outOfStock: 'critical',
};

/**
 * The admin product page: images, name with stock badge, price, description, stock, category,
 * sold count and rating, customer feedback with Load More, and Delete (confirmed), Edit and Add Stock.
 */
export function AdminProductDetail({
  product,
  soldCount,
  feedback,
  hasMoreFeedback = false,
  onLoadMoreFeedback,
  loadingMoreFeedback = false,
  onDelete,
  deleting = false,
  onEdit,
  onAddStock,
  imageAutoplayMs,
  lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD,
  headingLevel = 1,
}: AdminProductDetailProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Subtitle = headingLevel === 1 ? 'h2' : 'h3';
  const state = stockStateOf(product.stockQuantity, lowStockThreshold);
  const reviews = `${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'}`;

  return (
    <article className={styles.root} aria-labelledby="admin-product-title">
      <div className={styles.top}>
        <div className={styles.gallery}>
          {product.imageUrls.length > 0 ? (
            <Carousel label="Product images" autoplayMs={imageAutoplayMs} loop={product.imageUrls.length > 1}>
              {product.imageUrls.map((image, index) => (
                <ResponsiveImage
                  key={image.imageUrl}
                  className={styles.image}
                  image={image}
                  alt={image.altText}
                  sizes="(min-width: 560px) 520px, 100vw"
                  priority={index === 0}
                />
              ))}
            </Carousel>
          ) : (
            <div className={styles.noImage}>No images yet</div>
          )}
        </div>
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <Title id="admin-product-title" className={styles.title}>
              {product.name}
            </Title>
            <Badge tone={badgeTone[state]}>{stockStateLabels[state]}</Badge>
          </div>
          <Price cents={dollarsToCents(product.price)} size="lg" />
          <div className={styles.rating}>
            <StarRatingDisplay value={product.rating} showValue />
            <span>({reviews})</span>
          </div>
          <p className={styles.description}>{product.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt className={styles.factLabel}>Stock Quantity</dt>
              <dd className={styles.factValue}>{product.stockQuantity}</dd>
            </div>
            <div>
              <dt className={styles.factLabel}>Category</dt>
              <dd className={styles.factValue}>{product.categoryName ?? '—'}</dd>
            </div>
            <div>
              <dt className={styles.factLabel}>Sold</dt>
              <dd className={styles.factValue}>{soldCount}</dd>
            </div>
            <div>
              <dt className={styles.factLabel}>SKU</dt>
              <dd className={styles.factValue}>{product.sku}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button variant="critical" onPress={() => setConfirmOpen(true)}>
              Delete
            </Button>
            <Button variant="secondary" onPress={onEdit}>
              Edit
            </Button>
            <Button onPress={onAddStock}>Add Stock</Button>
          </div>
        </div>
      </div>
      <section className={styles.feedback} aria-labelledby="admin-product-feedback">
        <Subtitle id="admin-product-feedback" className={styles.feedbackTitle}>
          Customer Feedback
        </Subtitle>
        {feedback.length === 0 ? (
          <p className={styles.muted}>No customer feedback yet.</p>
        ) : (
          <ul className={styles.feedbackList}>
            {feedback.map((entry) => (
              <li key={entry.id} className={styles.feedbackItem}>
                <div className={styles.feedbackHead}>
                  <span className={styles.author}>{entry.authorName}</span>
                  <time className={styles.date} dateTime={entry.createdAt}>
                    {formatDay(entry.createdAt)}
                  </time>
                </div>
                <StarRatingDisplay value={entry.rating} />
                <p>{entry.comment}</p>
              </li>
            ))}
          </ul>
        )}
        {hasMoreFeedback && (
          <div>
            <Button
              variant="secondary"
              busy={loadingMoreFeedback}
              busyLabel="Loading..."
              onPress={onLoadMoreFeedback}
            >
              Load More
            </Button>
          </div>
        )}
      </section>
      <ProductsConfirmDialog
        isOpen={confirmOpen || deleting}
        onOpenChange={setConfirmOpen}
        title="Delete This Product?"
        confirmLabel="Delete Product"
        busy={deleting}
        onConfirm={() => {
          setConfirmOpen(false);
          onDelete();
        }}
      >
        {product.name} leaves the shop. If it appears in orders it is archived instead.
      </ProductsConfirmDialog>
    </article>
  );
}
