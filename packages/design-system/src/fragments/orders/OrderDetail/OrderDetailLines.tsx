import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { OrderStatus } from '@idl/api-contract';
import { toCents } from '../../../format';
import * as styles from './OrderDetail.css';
import type { OrderDetailLine } from './OrderDetail.types';

export interface OrderDetailLinesProps {
  lines: OrderDetailLine[];
  orderStatus: OrderStatus;
  onLeaveReview?: (line: OrderDetailLine) => void;
  onViewReview?: (line: OrderDetailLine) => void;
}

/** The products of the order, each with Leave Review (completed, not yet reviewed) or View Review. */
export function OrderDetailLines({ lines, orderStatus, onLeaveReview, onViewReview }: OrderDetailLinesProps) {
  return (
    <ul className={styles.lines} aria-label="Products in this order">
      {lines.map((line, index) => {
        const canReview = line.productId !== null && orderStatus === 'Completed';
        return (
          <li key={`${line.productId ?? 'gone'}-${line.optionValue ?? ''}-${index}`} className={styles.line}>
            {line.imageUrl ? (
              <ResponsiveImage
                className={styles.lineImage}
                image={{
                  imageUrl: line.imageUrl,
                  thumbnailUrl: line.thumbnailUrl,
                  mediumUrl: line.mediumUrl,
                }}
                alt=""
                sizes="48px"
                width={48}
                height={48}
              />
            ) : (
              <span className={styles.lineImage} aria-hidden="true" />
            )}
            <div className={styles.lineInfo}>
              <span className={styles.lineName}>{line.productName}</span>
              {line.optionValue && <span className={styles.lineMeta}>{line.optionValue}</span>}
              <span className={styles.lineMeta}>
                <Price cents={toCents(line.unitPrice)} size="sm" /> × {line.quantity}
              </span>
            </div>
            {line.reviewed ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`View Review of ${line.productName}`}
                onPress={() => onViewReview?.(line)}
              >
                View Review
              </Button>
            ) : canReview ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Leave Review for ${line.productName}`}
                onPress={() => onLeaveReview?.(line)}
              >
                Leave Review
              </Button>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}
