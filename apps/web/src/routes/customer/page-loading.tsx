import { Spinner } from '@idl/design-system';

/**
 * A page's data is on its way. Its own module, apart from the other page states, because the
 * router shows it while any page loads: the entry script carries it, and only it.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" style={{ display: 'grid', placeItems: 'center', padding: '3rem 1rem' }}>
      <Spinner label={label} showLabel />
    </div>
  );
}
