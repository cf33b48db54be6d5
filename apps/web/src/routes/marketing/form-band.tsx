import { sprinkles } from '@idl/design-system';
import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './form-band.css';

/** A titled band around a form, between the marketing sections (as in the page stories). */
export function FormBand({
  title,
  id,
  intro,
  children,
}: {
  title: string;
  /** Anchor other links point at, e.g. 'claim'. */
  id?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
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
