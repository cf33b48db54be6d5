export {
  DashboardOperationsPanel,
  type DashboardOperationsPanelProps,
  type FailedEmail,
} from './DashboardOperationsPanel';
