import { formatDay } from '@idl/api-contract';
import { useState } from 'react';
import { Badge } from '../../../../components/Badge';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Tabs } from '../../../../components/Tabs';
import { TextField } from '../../../../components/TextField';
import { AdminUserListRowMenu } from './AdminUserListRowMenu';
import * as styles from './AdminUserList.css';
import type { AdminUserRow } from './AdminUserList.types';

export { adminUserStatuses, type AdminUserRow, type AdminUserStatus } from './AdminUserList.types';

export const adminUserTabs = ['all', 'active', 'INACTIVE'] as const;
export type AdminUserTab = (typeof adminUserTabs)[number];

const tabLabels: Record<AdminUserTab, string> = {
  all: 'All',
  active: 'New Users',
  INACTIVE: 'Deactive Users',
};

export type AdminUserAction = 'deactivate' | 'activate';

/** An e-mail address that may wrap after the '@' rather than in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className={styles.wrap}>{email}</span>;
  return (
    <span className={styles.wrap}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

export interface AdminUserListProps {
  /** The users of the current page, already filtered by tab and search. */
  users: AdminUserRow[];
  /** Selected tab: all, active (New Users) or INACTIVE (Deactive Users). */
  tab: AdminUserTab;
  /** Called with the tab the admin chose. */
  onTabChange: (tab: AdminUserTab) => void;
  /** Text in the e-mail search box. */
  search: string;
  /** Called on every change of the search text. */
  onSearchChange: (search: string) => void;
  /** Deactivate this account (after the admin confirmed). */
  onDeactivate: (user: AdminUserRow) => void;
  /** Activate this deactivated account again (after the admin confirmed). */
  onActivate: (user: AdminUserRow) => void;
  /** Id of the user whose activation or deactivation is running. */
  pendingUserId?: number;
  /** Why the last activation or deactivation failed (shown in the open dialog). */
  actionError?: string;
  /** The list is loading: placeholder rows are shown. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  /** Try loading again (shown with the error). */
  onRetry?: () => void;
  /** Current page, 1-based. */
  page?: number;
  /** Number of pages. */
  pageCount?: number;
  /** Called with the 1-based page chosen; no pagination without it. */
  onPageChange?: (page: number) => void;
  /** Heading level of 'Users' (2 when the page already has an h1). */
  headingLevel?: 1 | 2;
  /** Leave the heading out when the admin header above already names the screen. */
  showHeading?: boolean;
  /** Confirmation open at first (previews). */
  defaultConfirm?: { userId: number; action: AdminUserAction };
}

/** The admin's users list: e-mail search, status tabs, table with a row menu and confirmations. */
export function AdminUserList({
  users,
  tab,
  onTabChange,
  search,
  onSearchChange,
  onDeactivate,
  onActivate,
  pendingUserId,
  actionError,
  loading = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  headingLevel = 1,
  showHeading = true,
  defaultConfirm,
}: AdminUserListProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [confirm, setConfirm] = useState<{ userId: number; action: AdminUserAction } | null>(
    defaultConfirm ?? null,
  );
  // The dialog closes by itself once the user's status has changed (or the row left the list).
  const target = confirm
    ? users.find(
        (u) => u.id === confirm.userId && (u.status === 'active') === (confirm.action === 'deactivate'),
      )
    : undefined;
  const deactivating = confirm?.action === 'deactivate';

  const columns: DataTableColumn<AdminUserRow>[] = [
    { id: 'name', header: 'Name', cell: (u) => <span className={styles.wrap}>{u.name}</span> },
    { id: 'email', header: 'Email Address', cell: (u) => <EmailText email={u.email} /> },
    {
      id: 'createdAt',
      header: 'Member Since',
      cell: (u) => <span className={styles.nowrap}>{formatDay(u.createdAt)}</span>,
    },
    {
      id: 'status',
      header: 'Account Status',
      cell: (u) =>
        u.status === 'active' ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="critical">Inactive</Badge>
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      textValue: 'Actions',
      align: 'end',
      cell: (u) => (
        <AdminUserListRowMenu
          user={u}
          disabled={pendingUserId === u.id}
          onAction={(action) => setConfirm({ userId: u.id, action })}
        />
      ),
    },
  ];

  const trimmed = search.trim();
  const content = (
    <DataTable
      aria-label="Users"
      columns={columns}
      rows={users}
      getRowId={(u) => u.id}
      emptyText={trimmed ? `No users found with an e-mail containing "${trimmed}"` : 'No users found'}
      isLoading={loading}
      error={error}
      onRetry={onRetry}
      pagination={onPageChange ? { page, pageCount, onPageChange } : undefined}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {showHeading && <Heading className={styles.heading}>Users</Heading>}
        <div className={styles.search}>
          <TextField
            label="Search by E-mail"
            type="email"
            placeholder="e.g. jane@example.com"
            value={search}
            onChange={onSearchChange}
          />
        </div>
      </div>
      <Tabs
        aria-label="Account status"
        selectedKey={tab}
        onSelectionChange={(id) => onTabChange(id as AdminUserTab)}
        items={adminUserTabs.map((id) => ({ id, label: tabLabels[id], content }))}
      />
      <ConfirmDialog
        isOpen={target !== undefined}
        title={deactivating ? 'Deactivate This User?' : 'Activate This User?'}
        message={
          target &&
          (deactivating
            ? `${target.name || target.email} (${target.email}) will no longer be able to sign in until the account is activated again.`
            : `${target.name || target.email} (${target.email}) will be able to sign in again.`)
        }
        confirmLabel={deactivating ? 'Deactivate User' : 'Activate User'}
        tone={deactivating ? 'critical' : 'neutral'}
        busy={target !== undefined && pendingUserId === target.id}
        busyLabel={deactivating ? 'Deactivating...' : 'Activating...'}
        errorMessage={actionError}
        onConfirm={() => {
          if (!target) return;
          if (deactivating) onDeactivate(target);
          else onActivate(target);
        }}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
