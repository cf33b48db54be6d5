export {
  AdminSideMenu,
  adminMenuItemIds,
  defaultAdminMenuHrefs,
  type AdminMenuItemId,
  type AdminSideMenuProps,
} from './AdminSideMenu';
