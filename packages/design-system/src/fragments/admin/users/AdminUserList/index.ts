export {
  AdminUserList,
  adminUserStatuses,
  adminUserTabs,
  type AdminUserAction,
  type AdminUserListProps,
  type AdminUserRow,
  type AdminUserStatus,
  type AdminUserTab,
} from './AdminUserList';
