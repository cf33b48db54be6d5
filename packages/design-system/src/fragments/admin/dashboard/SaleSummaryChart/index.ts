export { SaleSummaryChart, type SaleSummaryChartProps, type SaleSummaryPoint } from './SaleSummaryChart';
export { dashboardRanges, rangeLabels, type DashboardRange } from './saleSummaryLabels';
