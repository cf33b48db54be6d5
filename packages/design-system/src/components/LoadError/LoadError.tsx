import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import * as styles from './LoadError.css';

export interface LoadErrorProps {
  /** What could not be loaded, in the shop's words: "We could not load this product." */
  message: ReactNode;
  /** Loads again. Without it no button shows (nothing the visitor can do but come back later). */
  onRetry?: () => void;
  /** The button's text: "Retry" on the shop's pages, "Try Again" in the admin's tables and cards. */
  retryLabel?: 'Retry' | 'Try Again';
  /** The button's size: `sm` inside a table or a dashboard card. */
  retrySize?: ButtonProps['size'];
  /** The layout of the block it stands in (spacing, alignment); without it, the reason above its button. */
  className?: string;
}

/**
 * What a block shows when its data could not be loaded: the reason, announced to screen readers,
 * and a way to load it again. Every list, table, card and page of the design system uses it, so a
 * failure looks and reads the same everywhere.
 */
export function LoadError({ message, onRetry, retryLabel = 'Retry', retrySize, className }: LoadErrorProps) {
  return (
    <div className={className ?? styles.root} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size={retrySize} onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
