export { WishlistList, type WishlistListItem, type WishlistListProps } from './WishlistList';
