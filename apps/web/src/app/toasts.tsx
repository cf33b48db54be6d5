import { toast } from '@idl/design-system';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastRegion = lazy(async () => ({
  default: (await import('@idl/design-system/toast-region')).ToastRegion,
}));

const subscribe = (listener: () => void) => toast.queue.subscribe(listener);
let anyToastYet = false;
const anyToast = () => (anyToastYet ||= toast.queue.visibleToasts.length > 0);

/**
 * The app's toast region, loaded with the first toast: react-aria's toast region (a landmark with
 * its own strings) stays off the first page. The queue keeps a toast until the region shows it.
 */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, anyToast, () => false);
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
