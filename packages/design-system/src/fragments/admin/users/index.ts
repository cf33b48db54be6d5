export * from './AdminUserList';
