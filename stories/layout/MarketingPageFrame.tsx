import type { ReactNode } from 'react';
import { Footer, MarketingHeader } from '@idl/design-system';
import * as styles from './PageFrame.css';
import { frameYear } from './pageFrames.fixtures';

export interface MarketingPageFrameProps {
  children: ReactNode;
  /** Address of the page shown; its header link is marked as the current page. */
  currentPath?: string;
  /** Wrap the content in the page's <main> (false when the content brings its own). */
  withMain?: boolean;
}

/**
 * Page-story frame of the public pages (/, /aboutus, /contact-us, /patient, /doctor and the 404
 * page): the real MarketingHeader, the page's sections, and the real Footer. On a phone the header
 * collapses behind its 'Menu' button and the footer behind 'Footer Menu'.
 */
export function MarketingPageFrame({ children, currentPath, withMain = true }: MarketingPageFrameProps) {
  return (
    <div className={styles.frame}>
      <MarketingHeader currentPath={currentPath} />
      {withMain ? <main className={styles.marketingMain}>{children}</main> : children}
      <Footer year={frameYear} />
    </div>
  );
}
