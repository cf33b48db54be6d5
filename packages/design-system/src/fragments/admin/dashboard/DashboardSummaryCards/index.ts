export {
  DashboardSummaryCards,
  type DashboardPeriod,
  type DashboardSummaryCardsProps,
} from './DashboardSummaryCards';
