import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleAdminUser, sampleNotifications } from '../AdminHeader/AdminHeader.fixtures';
import { AdminLayout } from './AdminLayout';
import { expectVisible } from '../../../../components/storybook/expectVisible';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
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
