export {
  OrderTimeline,
  orderTrackingSteps,
  type OrderTimelineProps,
  type OrderTimelineStep,
  type OrderTrackingStep,
} from './OrderTimeline';
