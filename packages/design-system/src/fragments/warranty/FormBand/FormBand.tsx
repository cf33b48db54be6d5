import type { ReactNode } from 'react';
import { useId } from 'react';
import { sprinkles } from '../../../theme/sprinkles.css';
import * as styles from './FormBand.css';

export interface FormBandProps {
  /** The band's heading (h2). */
  title: string;
  /** Anchor other links point at, e.g. 'claim'. */
  id?: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A titled band around a form, between the sections of the warranty pages (/patient, /doctor, /warranty). */
export function FormBand({ title, id, intro, children }: FormBandProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={sprinkles({ paddingX: 'lg', paddingY: 'xxxl', background: 'surface' })}
    >
      <div className={styles.inner}>
        <h2
          id={headingId}
          className={sprinkles({ fontSize: 'xxl', color: 'brandStrong', fontWeight: 'bold' })}
        >
          {title}
        </h2>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
