export { AdminDashboard, type AdminDashboardData, type AdminDashboardProps } from './AdminDashboard';
