import { Link, LoadError } from '@idl/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';

/**
 * The column a customer page's own content sits in (wishlist, orders, an order): clear of the
 * window's edges at every width, like the shop and product pages.
 */
export function PageBody({ children }: { children: ReactNode }) {
  return <div style={{ padding: '1.5rem clamp(1rem, 3vw, 2rem)' }}>{children}</div>;
}

/** A page's data could not be loaded: the design system's LoadError (the reason and Retry), centred. */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', padding: '3rem 1rem' }}>
      <LoadError message={message} onRetry={onRetry} />
    </div>
  );
}

/**
 * A page that shows the shopper's own data, opened while nobody is signed in (e.g. an order link
 * from an e-mail). Logging in from here comes back to this very page.
 */
export function SignInNeeded({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: '1rem', padding: '3rem 1rem' }}>
      <p>{children}</p>
      <Link href={paths.loginReturningTo(pathname + search)}>Log in</Link>
    </div>
  );
}
