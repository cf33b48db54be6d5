import type { ReactNode } from 'react';
import * as styles from './shared.css';

export interface FormNoticeProps {
  /** success: the form was sent; critical: the form was refused as a whole. */
  tone: 'success' | 'critical';
  /** Short headline, e.g. 'Thank you for registering'. */
  title: ReactNode;
  /** Explanation under the title. */
  children?: ReactNode;
  /** A reference number to keep, shown large. */
  reference?: string;
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * The message a form shows after sending (success) or when the whole request is refused
 * (critical). Announced politely (status) or at once (alert).
 */
export function FormNotice({ tone, title, children, reference, headingLevel = 3 }: FormNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={`${styles.panel} ${styles.alertTone[tone]}`}
      role={tone === 'success' ? 'status' : 'alert'}
    >
      <Heading className={styles.subheading}>{title}</Heading>
      {children ? <div>{children}</div> : null}
      {reference ? (
        <p>
          Your reference number: <span className={styles.reference}>{reference}</span>
        </p>
      ) : null}
    </div>
  );
}
