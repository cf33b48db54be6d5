import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './LoadError.css';

export interface LoadErrorProps {
  /** What could not be loaded, in the shop's words: "We could not load this product." */
  message: ReactNode;
  /** Loads again. Without it no button shows (nothing the visitor can do but come back later). */
  onRetry?: () => void;
  /**
   * Inside an admin table or dashboard card: a small Try Again button. Otherwise a full-size button
   * labelled `retryLabel`.
   */
  compact?: boolean;
  /** The button's text: "Retry" on the shop's pages (the default), "Try Again" in the admin's. */
  retryLabel?: 'Retry' | 'Try Again';
  /** The layout of the block it stands in (spacing, alignment); without it, the reason above its button. */
  className?: string;
}

/**
 * What a block shows when its data could not be loaded: the reason, announced to screen readers,
 * and a way to load it again. Every list, table, card and page of the design system uses it, so a
 * failure looks and reads the same everywhere.
 */
export function LoadError({ message, onRetry, compact = false, retryLabel, className }: LoadErrorProps) {
  return (
    <div className={className ?? styles.root} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size={compact ? 'sm' : 'md'} onPress={onRetry}>
          {retryLabel ?? (compact ? 'Try Again' : 'Retry')}
        </Button>
      ) : null}
    </div>
  );
}
