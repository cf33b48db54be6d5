export * from './AdminDashboard';
export * from './DashboardOperationsPanel';
export * from './DashboardProductsPanel';
export * from './DashboardSummaryCards';
export * from './RecentOrdersTable';
export * from './SaleSummaryChart';
