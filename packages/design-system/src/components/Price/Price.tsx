import { formatCents } from '../../format';
import { compareAt as compareAtStyle, price } from './Price.css';

export const priceSizes = ['sm', 'md', 'lg'] as const;

export interface PriceProps {
  /** The amount in integer cents (as stored and sent by the API): 123450 shows '$1,234.50'. */
  cents: number;
  /** Earlier price in cents, shown struck through after the price. */
  compareAtCents?: number;
  /** Text size. */
  size?: (typeof priceSizes)[number];
}

/** A price in US dollars, formatted for en-US from integer cents. */
export function Price({ cents, compareAtCents, size = 'md' }: PriceProps) {
  return (
    <span className={price({ size })}>
      {formatCents(cents)}
      {compareAtCents !== undefined && (
        <s className={compareAtStyle}>
          <span className="visually-hidden">was </span>
          {formatCents(compareAtCents)}
        </s>
      )}
    </span>
  );
}
