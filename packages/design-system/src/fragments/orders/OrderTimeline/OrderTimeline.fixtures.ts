import { trackingSteps, trackingStepStatus } from '@idl/api-contract';
import type { OrderTimelineStep } from './OrderTimeline';

const times = [
  '2026-03-14T10:00:00Z',
  '2026-03-15T09:30:00Z',
  '2026-03-16T14:15:00Z',
  '2026-03-19T11:45:00Z',
];

/** The timeline of an order that has reached `reached` of the four steps. */
export function timelineUpTo(reached: number): OrderTimelineStep[] {
  return trackingSteps.map((step, index) => ({
    step,
    status: trackingStepStatus[step],
    done: index < reached,
    at: index < reached ? (times[index] ?? null) : null,
  }));
}

export const placedTimeline = timelineUpTo(1);
export const inProgressTimeline = timelineUpTo(2);
export const shippedTimeline = timelineUpTo(3);
export const deliveredTimeline = timelineUpTo(4);
export const cancelledAt = '2026-03-15T08:30:00Z';
