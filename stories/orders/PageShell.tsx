import type { ReactNode } from 'react';
import { sprinkles } from '@idl/design-system';

/**
 * Stand-in page frame for the order pages: a plain header with the shop's name (the real header
 * fragment is built elsewhere) and the main content area.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header
        className={sprinkles({
          background: 'brand',
          color: 'textInverse',
          paddingX: { mobile: 'lg', desktop: 'xxl' },
          paddingY: 'lg',
          fontWeight: 'bold',
          fontSize: 'lg',
        })}
      >
        Interdental Lab
      </header>
      <main className={sprinkles({ paddingX: { mobile: 'lg', desktop: 'xxl' }, paddingY: 'xl' })}>
        {children}
      </main>
    </>
  );
}
