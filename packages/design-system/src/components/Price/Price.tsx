import { compareAt as compareAtStyle, price } from './Price.css';

export const priceSizes = ['sm', 'md', 'lg'] as const;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats integer cents as US dollars: 123450 -> '$1,234.50'. */
export function formatPrice(cents: number): string {
  return dollars.format(cents / 100);
}

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
      {formatPrice(cents)}
      {compareAtCents !== undefined && (
        <s className={compareAtStyle}>
          <span className="visually-hidden">was </span>
          {formatPrice(compareAtCents)}
        </s>
      )}
    </span>
  );
}
