export {
  AdminUserList,
  adminUserStatuses,
  adminUserTabs,
  formatMemberSince,
  type AdminUserAction,
  type AdminUserListProps,
  type AdminUserRow,
  type AdminUserStatus,
  type AdminUserTab,
} from './AdminUserList';
