import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineOverlays } from '../../../../components/storybook/InlineOverlays';
import { AdminUserList, adminUserTabs, type AdminUserListProps, type AdminUserTab } from './AdminUserList';
import { adminUserLongText, adminUserRows } from './adminUsers.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Does what the container and API do: filter by tab and e-mail, and apply (de)activations. */
function Stateful(props: AdminUserListProps) {
  const [tab, setTab] = useState<AdminUserTab>(props.tab);
  const [search, setSearch] = useState(props.search);
  const [users, setUsers] = useState(props.users);
  const needle = search.trim().toLowerCase();
  const shown = users.filter(
    (u) => (tab === 'all' || u.status === tab) && u.email.toLowerCase().includes(needle),
  );
  const setStatus = (id: number, status: 'active' | 'INACTIVE') =>
    setUsers((all) => all.map((u) => (u.id === id ? { ...u, status } : u)));
  return (
    <AdminUserList
      {...props}
      users={shown}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
      onDeactivate={(user) => {
        props.onDeactivate(user);
        setStatus(user.id, 'INACTIVE');
      }}
      onActivate={(user) => {
        props.onActivate(user);
        setStatus(user.id, 'active');
      }}
    />
  );
}

const meta = {
  title: 'Admin/Users/AdminUserList',
  component: AdminUserList,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The admin’s Users list at /admin/users: search by e-mail, tabs for all, active and deactivated accounts, a table of Name, Email Address, Member Since and Account Status, and a row menu to deactivate or activate an account.',
        do: [
          'Pass the page of users already filtered by tab and e-mail; go back to page 1 when either changes.',
          'Set `pendingUserId` while a change runs and `actionError` when it fails: both show in the open confirmation.',
          'Confirm with the toast User De-Activated successfully! (or User Activated successfully!), as the app does.',
          'Set `showHeading={false}` inside AdminLayout: its header already says Users.',
        ],
        dont: [
          'Don’t close the confirmation yourself: update `users`, and it closes once the account’s status has changed.',
          'Don’t offer a search by name: the box searches e-mail addresses, as the specification says.',
        ],
        content: [
          'Tab names are the specification’s, word for word: All, New Users, Deactive Users.',
          'The menu reads Deactivate User or Activate User; the questions read Deactivate This User? and Activate This User?',
          'Account Status badges read Active (green) or Inactive (red); Member Since dates read Jan 4, 2026.',
          'Empty texts: No users found, or No users found with an e-mail containing "zzz" after a search.',
        ],
      },
    }),
  },
  argTypes: {
    ...fixtureData('defaultConfirm', 'users'),
    tab: { control: 'inline-radio', options: adminUserTabs },
  },
  args: {
    users: adminUserRows,
    tab: 'all',
    search: '',
    onTabChange: fn(),
    onSearchChange: fn(),
    onDeactivate: fn(),
    onActivate: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <InlineOverlays minHeight={360}>{Story()}</InlineOverlays>],
} satisfies Meta<typeof AdminUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('grid', { name: 'Users' })).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent('Jane Doejane.doe@example.comJan 4, 2026Active');
    await expect(rows[3]).toHaveTextContent('Inactive');
  },
};

/** 'Deactive Users' shows only deactivated accounts. */
export const TabsSwitch: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Deactive Users' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('INACTIVE');
    const rows = within(await canvas.findByRole('grid', { name: 'Users' })).getAllByRole('row');
    await expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Aisha Khan'),
      expect.stringContaining('Lucia Alvarez'),
    ]);
  },
};

export const SearchByEmail: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by E-mail' }), 'EXAMPLE.COM');
    // Six accounts plus the header row; clinic.example.org does not match.
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(7);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by E-mail' }), 'zzz');
    await expect(
      await canvas.findByText('No users found with an e-mail containing "EXAMPLE.COMzzz"'),
    ).toBeVisible();
  },
};

/** The row menu of an active user offers 'Deactivate User', opening leftwards inside the table. */
export const RowMenuOpen: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Deactivate User']);
    // Lined up with the trigger's right edge: the list does not stick out past the table.
    const listRight = menu.getBoundingClientRect().right;
    await expect(listRight).toBeLessThanOrEqual(trigger.getBoundingClientRect().right + 1);
    await expect(listRight).toBeLessThanOrEqual(canvas.getByRole('grid').getBoundingClientRect().right);
  },
};

/** Deactivating asks first; confirming deactivates and closes the dialog. */
export const DeactivateFlow: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Jane Doe' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate This User?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Inactive');
  },
};

/** A deactivated account's menu offers 'Activate User'. */
export const ActivateMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Aisha Khan' }));
    await expectVisible(await screen.findByRole('menuitem', { name: 'Activate User' }));
  },
};

export const DeactivateConfirm: Story = {
  args: { defaultConfirm: { userId: 7, action: 'deactivate' } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Deactivate This User?' })).toHaveTextContent(
      'jane.doe@example.com',
    );
  },
};

export const ActivateConfirm: Story = {
  args: { defaultConfirm: { userId: 9, action: 'activate' } },
  play: async () => {
    await expectVisible(await screen.findByRole('button', { name: 'Activate User' }));
  },
};

/** On a 375 px phone: the question, the user's name and e-mail and both buttons keep to the screen. */
export const DeactivateConfirmPhone: Story = {
  args: { defaultConfirm: { userId: 7, action: 'deactivate' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate This User?' });
    await expect(dialog).toHaveTextContent('jane.doe@example.com');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    await expectVisible(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const DeactivateBusy: Story = {
  args: { defaultConfirm: { userId: 7, action: 'deactivate' }, pendingUserId: 7 },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Deactivating...' })).toBeDisabled();
  },
};

export const DeactivateError: Story = {
  args: {
    defaultConfirm: { userId: 7, action: 'deactivate' },
    actionError: 'The user could not be deactivated. Please try again.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not be deactivated');
  },
};

export const Loading: Story = {
  args: { loading: true },
};

export const LoadError: Story = {
  args: { error: 'The users could not be loaded.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EmptyAll: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No users found'));
  },
};

export const EmptyNewUsers: Story = {
  args: { users: adminUserRows.filter((u) => u.status === 'INACTIVE'), tab: 'active' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No users found'));
  },
};

export const EmptyDeactiveUsers: Story = {
  args: { users: adminUserRows.filter((u) => u.status === 'active'), tab: 'INACTIVE' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No users found'));
  },
};

export const Paged: Story = {
  args: { page: 2, pageCount: 4, onPageChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const LongText: Story = {
  args: { users: [adminUserLongText, ...adminUserRows.slice(0, 3)] },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
