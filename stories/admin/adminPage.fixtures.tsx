import { fn } from 'storybook/test';
import type { AdminLayoutProps } from '@idl/design-system';
import {
  sampleAdminUser,
  sampleNotifications,
} from '../../packages/design-system/src/fragments/admin/layout/AdminHeader/AdminHeader.fixtures';

/** The admin frame as every admin page story shows it: fixed user and notifications. */
export function adminFrame(
  current: NonNullable<AdminLayoutProps['menu']['current']>,
  header: { title?: string; subTitle?: string },
): Omit<AdminLayoutProps, 'children'> {
  return {
    menu: { current },
    header: {
      ...header,
      user: sampleAdminUser,
      notifications: sampleNotifications,
      unreadCount: 3,
      onLogout: fn(),
    },
  };
}

/**
 * A desktop: the default viewport, so no global. The canvas's width in Storybook (a fixed 1280 px
 * frame would be clipped beside the sidebar), 1280 x 900 in the tests and Chromatic (preview.tsx).
 */
export const desktop = {};
export const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * A common phone's width (390 px), narrower than any admin table: stories at this width check that
 * the page itself never scrolls sideways. Add `parameters: phoneViewportParameters` with the globals.
 */
export const phoneViewportParameters = {
  viewport: {
    options: { phone390: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } } },
  },
};
export const phone = { viewport: { value: 'phone390', isRotated: false } };
