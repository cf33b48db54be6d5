import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleAdminUser, sampleNotifications } from '../AdminHeader/AdminHeader.fixtures';
import { AdminLayout } from './AdminLayout';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  argTypes: { ...fixtureData('children', 'header', 'menu') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The frame of every admin screen: AdminSideMenu on the left, AdminHeader on top and the screen in the page’s main landmark. The app renders it once around all /admin routes (AdminFrame) and puts each screen inside it.',
        do: [
          'Pass the menu entry of the screen shown as `menu.current`: it is highlighted and marked as the current page.',
          'Give the header the screen’s title: the app uses the section’s name (Orders, Products), or Order with the id as `subTitle` on an order.',
          'Leave narrow screens to it: below 1024 px the side menu hides behind the Menu button; Escape or Close menu shuts it and gives focus back.',
        ],
        dont: [
          'Don’t put a second page title in `children`: inside it the fragments take `showHeading={false}` or `headingLevel={2}`, as the app does.',
          'Don’t use it for customer pages: they have CustomerHeader (or MarketingHeader) and Footer.',
        ],
        content: [
          'The menu entries’ names are fixed in AdminSideMenu; the layout itself adds only the Menu and Close menu buttons.',
          'A page title is a Title Case noun naming the screen (Orders, Update Product); an id goes in `subTitle` without # (the header adds it).',
        ],
      },
    }),
  },
  args: {
    menu: { current: 'orders' },
    header: {
      title: 'Orders',
      user: sampleAdminUser,
      notifications: sampleNotifications,
      unreadCount: 3,
      onLogout: fn(),
    },
    children: <p>Screen content goes here.</p>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('navigation', { name: 'Admin menu' }));
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('Screen content goes here.');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const WithOptionalEntries: Story = {
  args: { menu: { current: 'warranty', showWarranty: true, showMessages: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Warranty' })).toHaveAttribute('aria-current', 'page');
  },
};

/** At 768 px the side menu hides behind the 'Menu' button and opens over the content. */
export const TabletCollapsed: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TabletMenuOpen: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectVisible(canvas.getByRole('navigation', { name: 'Admin menu' }));
    const current = canvas.getByRole('link', { name: 'Orders' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(current).toHaveFocus());
    // Escape closes the menu and gives focus back to the toggle.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
    // Open again for the picture; the close button closes it too.
    await userEvent.click(toggle);
    await expectVisible(canvas.getByRole('button', { name: 'Close menu' }));
  },
};
