import { sitePaths } from '@idl/api-contract';
/** A category in the header's category dropdown and the Categories menu (mirrors the API's Category). */
export interface HeaderCategory {
  categoryId: number;
  name: string;
}

/** A brand in the Brands menu (mirrors the API's Brand). */
export interface HeaderBrand {
  id: number;
  name: string;
}

/** A product in the search results (field names as the API's Product; price in dollars). */
export interface HeaderProduct {
  id: number;
  name: string;
  /** Price in dollars, as the API sends it. */
  price: number;
  /** First image URL, or null for none. */
  img: string | null;
  /** All images with their stored smaller versions; the first one's are offered as a srcset. */
  imageUrls?: { imageUrl: string; thumbnailUrl?: string | null; mediumUrl?: string | null }[];
}

/** One entry of the notifications dropdown (field names as the API's Notification). */
export interface HeaderNotification {
  id: number;
  /** Short status, e.g. 'Order Shipped'. */
  title: string;
  /** Description of what happened. */
  message: string;
  /** The page it is about (e.g. the order); its title links there. */
  link?: string;
  /** False shows the unread marker. */
  read: boolean;
  /** ISO-8601 UTC time it happened. */
  createdAt: string;
}

/** The signed-in user (as the API's sign-in response). */
export interface HeaderUser {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** The account menu's items, reported to `onAccountAction`. */
export const accountMenuActions = [
  'profile',
  'orders',
  'office',
  'notificationSettings',
  'changePassword',
  'sessions',
  'signOut',
] as const;
export type AccountMenuAction = (typeof accountMenuActions)[number];

export const accountMenuLabels: Record<AccountMenuAction, string> = {
  profile: 'Profile',
  orders: 'My Orders',
  office: 'Dentist Office',
  notificationSettings: 'Notification Settings',
  changePassword: 'Change Password',
  sessions: 'Signed-in Devices',
  signOut: 'Sign Out',
};

/** A shop filter a menu item links to. */
export type ShopFilter = { categoryId: number } | { brandId: number };

/** Default link builder: '/shop', '/shop?brandId=2', '/shop?categoryId=5' (the site's route table). */
export function defaultShopHref(filter?: ShopFilter): string {
  return sitePaths.shopFiltered(filter ?? {});
}
