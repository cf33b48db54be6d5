import { LoadError, Skeleton, sprinkles } from '@idl/design-system';

const box = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'lg' });

/** What an admin screen shows while its data loads. */
export function AdminLoading({ label }: { label: string }) {
  return (
    <section aria-label={label} aria-busy="true" className={box}>
      <p>{`Loading ${label.toLowerCase()}...`}</p>
      <Skeleton lines={4} />
    </section>
  );
}

/** What an admin screen shows when its data could not be loaded, with a way to try again. */
export function AdminLoadError({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <section aria-label={label} className={box}>
      <LoadError
        message={`We could not load the ${label.toLowerCase()}. Please try again.`}
        onRetry={onRetry}
        retryLabel="Try Again"
      />
    </section>
  );
}
