export * from './AdminSideMenu';
export * from './AdminHeader';
export * from './AdminLayout';
