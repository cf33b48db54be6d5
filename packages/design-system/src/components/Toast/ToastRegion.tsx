import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import { toast as appToaster, type Toaster } from './toaster';

export interface ToastRegionProps {
  /** Which toaster to show; defaults to the app-wide `toast`. */
  toaster?: Pick<Toaster, 'queue'>;
  /** Landmark name screen-reader users can jump to. */
  'aria-label'?: string;
}

/**
 * Where toasts appear (bottom right). Mount once near the app root. New toasts are announced
 * by screen readers; timers pause while the pointer or focus is on a toast (react-aria).
 */
export function ToastRegion({
  toaster = appToaster,
  'aria-label': label = 'Notifications',
}: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toaster.queue} className={styles.region} aria-label={label}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <AriaButton slot="close" className={styles.close} aria-label="Close">
            <Icon name="close" />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
