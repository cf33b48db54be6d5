import { Icon } from '../../../components/Icon';
import { formatDateTime, type OrderStatus, type TrackingStep } from '@idl/api-contract';
import * as styles from './OrderTimeline.css';

/** One of the contract's four tracking steps. */
export type OrderTrackingStep = TrackingStep;

/** One step of the order's timeline, as the API's `timeline` entries. */
export interface OrderTimelineStep {
  /** Which tracking step. */
  step: OrderTrackingStep;
  /** The order state this step stands for. */
  status: OrderStatus;
  /** The order has reached this step. */
  done: boolean;
  /** When it did (ISO-8601), or null while not reached. */
  at: string | null;
}

export interface OrderTimelineProps {
  /** The order's steps, normally the four tracking steps in order. */
  timeline: OrderTimelineStep[];
  /** The order's state: 'Cancelled' stops the line and says so. */
  orderStatus: OrderStatus;
  /** When the order was cancelled (ISO-8601). */
  cancelledAt?: string | null;
  /** Names the list for screen readers. */
  'aria-label'?: string;
}

type StepState = 'done' | 'current' | 'pending' | 'skipped' | 'cancelled';

const stateText: Record<StepState, string> = {
  done: 'done',
  current: 'current step',
  pending: 'pending',
  skipped: 'not reached, order cancelled',
  cancelled: 'order cancelled',
};

/**
 * The order's status line (Order Placed, In Progress, Shipped, Delivered) with timestamps:
 * done steps ticked, the next one marked current, the rest pending. A cancelled order shows a
 * red Cancelled step after the last one reached. Shared by the customer and admin order pages.
 */
export function OrderTimeline({
  timeline,
  orderStatus,
  cancelledAt,
  'aria-label': ariaLabel = 'Order status',
}: OrderTimelineProps) {
  const cancelled = orderStatus === 'Cancelled';
  const currentIndex = cancelled ? -1 : timeline.findIndex((step) => !step.done);
  const lastDone = timeline.reduce((last, step, index) => (step.done ? index : last), -1);

  const rows: { key: string; label: string; at: string | null; state: StepState }[] = [];
  timeline.forEach((step, index) => {
    const state: StepState = step.done
      ? 'done'
      : index === currentIndex
        ? 'current'
        : cancelled
          ? 'skipped'
          : 'pending';
    rows.push({ key: step.step, label: step.step, at: step.at, state });
    if (cancelled && index === lastDone) {
      rows.push({ key: 'cancelled', label: 'Cancelled', at: cancelledAt ?? null, state: 'cancelled' });
    }
  });
  if (cancelled && lastDone === -1) {
    rows.unshift({ key: 'cancelled', label: 'Cancelled', at: cancelledAt ?? null, state: 'cancelled' });
  }

  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {rows.map((row) => (
        <li
          key={row.key}
          className={styles.item}
          data-state={row.state}
          aria-current={row.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker({ state: row.state })} aria-hidden="true">
            {row.state === 'done' && <Icon name="check" />}
            {row.state === 'cancelled' && <Icon name="close" />}
            {(row.state === 'current' || row.state === 'pending') && <span className={styles.dot} />}
          </span>
          <span className={styles.text}>
            <span className={styles.label({ state: row.state })}>
              {row.label}
              <span className="visually-hidden">, {stateText[row.state]}</span>
            </span>
            {row.at && (
              <time className={styles.time} dateTime={row.at}>
                {formatDateTime(row.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
