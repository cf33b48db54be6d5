import { Button, Spinner } from '@idl/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

/** A page's data is on its way. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" style={{ display: 'grid', placeItems: 'center', padding: '3rem 1rem' }}>
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A page's data could not be loaded: the reason and Retry. */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: '1rem', padding: '3rem 1rem' }}>
      <p role="alert">{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A page that shows the shopper's own data, opened while nobody is signed in. */
export function SignInNeeded({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: '1rem', padding: '3rem 1rem' }}>
      <p>{children}</p>
      <Link to={paths.login}>Log in</Link>
    </div>
  );
}
