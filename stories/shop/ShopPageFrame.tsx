import type { ReactNode } from 'react';
import * as styles from './ShopPageFrame.css';

/**
 * Page-story frame for the shop screens. The header and footer here are clearly marked
 * stand-ins: the real shared header and footer come from their own fragments at assembly.
 */
export function ShopPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          Interdental Lab
        </a>
        <span className={styles.standIn}>Header stand-in</span>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>Footer stand-in</footer>
    </div>
  );
}

/** Renders a story at phone width (375 px). */
export const phone = { viewport: { value: 'phone', isRotated: false } };
/** Renders a story at desktop width (1280 px). */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
