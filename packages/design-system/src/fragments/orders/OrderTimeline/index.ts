export {
  OrderTimeline,
  type OrderTimelineProps,
  type OrderTimelineStep,
  type OrderTrackingStep,
} from './OrderTimeline';
