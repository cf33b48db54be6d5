import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What one toast shows. */
export interface ToastMessage {
  tone: ToastTone;
  message: string;
}

/** How long a toast stays, per the spec (2 seconds). */
export const TOAST_DURATION_MS = 2000;

export interface ToastOptions {
  /** Milliseconds before it closes itself; `null` keeps it until the user closes it. */
  timeout?: number | null;
  /** Called when the toast closes, by itself or by the user. */
  onClose?: () => void;
}

export type ShowToast = (message: string, options?: ToastOptions) => string;

export interface Toaster {
  /** The queue a `<ToastRegion>` renders. */
  queue: ToastQueue<ToastMessage>;
  success: ShowToast;
  error: ShowToast;
  warning: ShowToast;
  /** Close one toast early by the key `success`/`error`/`warning` returned. */
  close: (key: string) => void;
}

/** A toast queue with one function per tone. Screens use the shared `toast`; stories make their own. */
export function createToaster(): Toaster {
  const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
  const show =
    (tone: ToastTone): ShowToast =>
    (message, { timeout = TOAST_DURATION_MS, onClose } = {}) =>
      queue.add({ tone, message }, { timeout: timeout ?? undefined, onClose });
  return {
    queue,
    success: show('success'),
    error: show('error'),
    warning: show('warning'),
    close: (key) => queue.close(key),
  };
}

/** The app-wide toaster: `toast.success('Added to Cart !')`. Render one `<ToastRegion />` at the root. */
export const toast = createToaster();
