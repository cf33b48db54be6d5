import type { ReactNode } from 'react';
import { useId } from 'react';
import { sprinkles } from '@idl/design-system';
import * as styles from './FormBand.css';

/** Page-story helper: a titled band around a registration form. */
export function FormBand({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={sprinkles({ paddingX: 'lg', paddingY: 'xxxl', background: 'surface' })}
    >
      <div className={styles.inner}>
        <h2 id={id} className={sprinkles({ fontSize: 'xxl', color: 'brandStrong', fontWeight: 'bold' })}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
