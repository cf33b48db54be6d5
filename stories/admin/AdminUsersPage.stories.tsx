import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout, AdminUserList } from '@idl/design-system';
import { adminUserRows } from '../../packages/design-system/src/fragments/admin/users/AdminUserList/adminUsers.fixtures';
import { adminFrame, desktop, phone, phoneViewportParameters, tablet } from './adminPage.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /admin/users: the users list inside the admin frame. */
function AdminUsersPage() {
  return (
    <AdminLayout {...adminFrame('users', { title: 'Users' })}>
      <AdminUserList
        showHeading={false}
        users={adminUserRows}
        tab="all"
        onTabChange={fn()}
        search=""
        onSearchChange={fn()}
        onDeactivate={fn()}
        onActivate={fn()}
      />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Users',
  component: AdminUsersPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/users',
      about:
        'Administrators look after the shop’s accounts here: the tabs All, New Users and Deactive Users, a search by e-mail, and a table of names, e-mails, member-since dates and account status, each row with a menu to deactivate or activate the account. The stories show sample users on a desktop, a tablet and a 390 px phone, where only the table scrolls sideways, never the page.',
    }),
  },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions for Jane Doe' })).toBeVisible();
  },
};

/** At 390 px the page does not scroll sideways: only the table scrolls, inside its own frame. */
export const Phone: Story = {
  parameters: phoneViewportParameters,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions for Jane Doe' })).toBeInTheDocument();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
