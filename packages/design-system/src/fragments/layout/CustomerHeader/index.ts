export { CustomerHeader, type CustomerHeaderProps } from './CustomerHeader';
export { searchBusyText, searchEmptyText } from './CustomerHeaderSearch';
export { accountLabelFromEmail } from './accountLabel';
export {
  accountMenuActions,
  defaultShopHref,
  type AccountMenuAction,
  type HeaderBrand,
  type HeaderCategory,
  type HeaderNotification,
  type HeaderProduct,
  type HeaderUser,
  type ShopFilter,
} from './CustomerHeader.types';
