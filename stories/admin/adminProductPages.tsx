/**
 * Shared pieces of the admin product page stories: the admin frame (side menu on Products,
 * header) and sample data. Screens keep their own state here the way the web app's containers do.
 */
import { AdminLayout, type AdminHeaderProps } from '@idl/design-system';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import {
  sampleAdminUser,
  sampleNotifications,
} from '../../packages/design-system/src/fragments/admin/layout/AdminHeader/AdminHeader.fixtures';

export {
  sampleBrands,
  sampleCategories,
  sampleProducts,
} from '../../packages/design-system/src/fragments/admin/products/adminProducts.fixtures';
export { sampleFeedback } from '../../packages/design-system/src/fragments/admin/products/AdminProductDetail/AdminProductDetail.fixtures';
export { valuesOf } from '../../packages/design-system/src/fragments/admin/products/ProductForm/ProductForm.fixtures';
export {
  desktopTall,
  tabletTall,
  tallViewportParameters,
} from '../../packages/design-system/src/fragments/admin/products/storyViewports';

/** The admin frame with the Products entry current. */
export function AdminProductsFrame({
  children,
  header,
}: {
  children: ReactNode;
  header?: Pick<AdminHeaderProps, 'title' | 'subTitle'>;
}) {
  return (
    <AdminLayout
      menu={{ current: 'products' }}
      header={{
        title: 'Products',
        ...header,
        user: sampleAdminUser,
        notifications: sampleNotifications,
        unreadCount: 2,
        onLogout: fn(),
      }}
    >
      {children}
    </AdminLayout>
  );
}
