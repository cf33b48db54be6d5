import { Icon } from '../../../../components/Icon';
import { formatDateTime, formatDay, trackingSteps, trackingStepStatus } from '@idl/api-contract';
import type { AdminOrder, AdminOrderStatus } from '../adminOrderTypes';
import * as styles from './AdminOrderDetail.css';

type StepState = 'done' | 'current' | 'pending' | 'cancelled';

/** Index of the tracking step an order at this status stands on; a completed order has done all. */
function currentStep(status: Exclude<AdminOrderStatus, 'Cancelled'>): number {
  if (status === 'Completed') return trackingSteps.length;
  return trackingSteps.findIndex((step) => trackingStepStatus[step] === status);
}

const stateText: Record<StepState, string> = {
  done: 'Done',
  current: 'Current step',
  pending: 'Not reached yet',
  cancelled: 'Not reached: order cancelled',
};

function stepStates(order: AdminOrder): StepState[] {
  if (order.orderStatus === 'Cancelled') {
    return trackingSteps.map((step) =>
      order.timeline.find((t) => t.step === step)?.done ? 'done' : 'cancelled',
    );
  }
  const current = currentStep(order.orderStatus);
  return trackingSteps.map((_, i) => (i < current ? 'done' : i === current ? 'current' : 'pending'));
}

export interface AdminOrderDetailTrackingProps {
  order: AdminOrder;
}

/** The Track Order tab: delivery detail and the four-step status line with timestamps. */
export function AdminOrderDetailTracking({ order }: AdminOrderDetailTrackingProps) {
  const states = stepStates(order);
  return (
    <div className={styles.trackGrid}>
      <section className={styles.card} aria-labelledby="admin-order-delivery">
        <h2 id="admin-order-delivery" className={styles.cardTitle}>
          Delivery Detail
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Expected Delivery Date</dt>
            <dd>{order.expectedDeliveryDate ? formatDay(order.expectedDeliveryDate) : 'Not set yet'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Tracking Id</dt>
            <dd className={styles.breakAnywhere}>{order.trackingId ?? 'Not shipped yet'}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="admin-order-status-line">
        <h2 id="admin-order-status-line" className={styles.cardTitle}>
          Order Status
        </h2>
        {order.orderStatus === 'Cancelled' && (
          <p className={styles.cancelledNote}>
            <Icon name="close" aria-hidden="true" />
            {order.cancelledAt
              ? `This order was cancelled on ${formatDay(order.cancelledAt)}.`
              : 'This order was cancelled.'}
          </p>
        )}
        <ol className={styles.steps}>
          {trackingSteps.map((step, i) => {
            const state = states[i] ?? 'pending';
            const at = order.timeline.find((t) => t.step === step)?.at;
            return (
              <li
                key={step}
                className={styles.step({ state })}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.stepMarker({ state })} aria-hidden="true">
                  {state === 'done' && <Icon name="check" />}
                  {state === 'cancelled' && <Icon name="close" />}
                </span>
                <span className={styles.stepText}>
                  <span className={styles.stepLabel}>{step}</span>
                  <span className="visually-hidden">{stateText[state]}</span>
                  <span className={styles.stepTime}>
                    {at && state !== 'pending' && state !== 'cancelled'
                      ? formatDateTime(at)
                      : state === 'cancelled'
                        ? 'Cancelled'
                        : 'Pending'}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
